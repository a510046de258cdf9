import { cardExpiry, paymentMethodText } from './payment-method';

test('a card expiry keeps the last two digits of the year', () => {
  expect(cardExpiry(4, 2027)).toBe('04/27');
  expect(cardExpiry(null, 2027)).toBeNull();
});

test('a card, a bank account, or nothing', () => {
  expect(paymentMethodText({ card: { brand: 'visa', last4: '4242', expMonth: 12, expYear: 2028 } })).toBe(
    'Visa ending in 4242, expires 12/28',
  );
  expect(paymentMethodText({ card: { brand: null, last4: null, expMonth: null, expYear: null } })).toBe(
    'Card',
  );
  expect(paymentMethodText({ usBankAccount: { bankName: 'STRIPE TEST BANK', last4: '6789' } })).toBe(
    'STRIPE TEST BANK ending in 6789',
  );
  expect(paymentMethodText(null)).toBeNull();
});
