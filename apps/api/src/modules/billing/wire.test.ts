import { readPaymentMethod } from './wire';

describe('readPaymentMethod', () => {
  const card = { brand: 'visa', expMonth: 12, expYear: 2030, last4: '4242' };

  it('reads the flat shape of a payment method row', () => {
    const method = readPaymentMethod({ kind: 'card', ...card, billingName: 'Octavia', billingEmail: null });
    expect(method?.card).toEqual(card);
    expect(method?.billingDetails.name).toBe('Octavia');
  });

  it('reads the account details shape the Stripe adapter stores on an invoice', () => {
    const method = readPaymentMethod({
      card,
      usBankAccount: null,
      billingDetails: { name: 'Octavia', email: 'octavia@example.com', address: { city: 'Pasadena' } },
    });
    expect(method?.card).toEqual(card);
    expect(method?.usBankAccount).toBeNull();
    expect(method?.billingDetails).toMatchObject({ name: 'Octavia', email: 'octavia@example.com' });
    expect(method?.billingDetails.address?.city).toBe('Pasadena');
  });

  it('reads a bank account', () => {
    const method = readPaymentMethod({ usBankAccount: { bankName: 'STRIPE TEST BANK', last4: '6789' } });
    expect(method?.card).toBeNull();
    expect(method?.usBankAccount).toEqual({ bankName: 'STRIPE TEST BANK', last4: '6789' });
  });
});
