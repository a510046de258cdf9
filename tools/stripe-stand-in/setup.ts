/**
 * Setup-mode Checkout Sessions: the page where a customer saves a new card without paying, and the SetupIntent
 * behind it (`succeeded` with the card once saved). Also Stripe's address shape, read from a form body.
 */
import { type FormValue, record, text } from './form.ts';
import { now, stripeId, type StripeJson } from './objects.ts';

const escape = (value: unknown) =>
  String(value ?? '').replace(
    /[&<>"']/g,
    (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char]!,
  );

/** `address[line1]=…&address[city]=…` as Stripe stores it: every field present, null when not sent. */
export function addressOf(value: FormValue | undefined): StripeJson | null {
  const form = record(value);
  if (!Object.keys(form).length) return null;
  const field = (name: string) => text(form[name]) || null;
  return {
    city: field('city'),
    country: field('country'),
    line1: field('line1'),
    line2: field('line2'),
    postal_code: field('postal_code'),
    state: field('state'),
  };
}

interface Store {
  baseUrl: string;
  get(id: string, what: string): StripeJson;
  save(object: StripeJson): StripeJson;
}

/** A setup-mode session for an existing customer, with its SetupIntent waiting for a payment method. */
export function setupSession(body: FormValue, { baseUrl, get, save }: Store): StripeJson {
  const form = record(body);
  const customer = text(form.customer) ?? '';
  get(customer, 'customer');
  const id = stripeId('cs_test');
  const intent = save({
    id: stripeId('seti'),
    object: 'setup_intent',
    created: now(),
    customer,
    livemode: false,
    metadata: record(form.metadata),
    payment_method: null,
    payment_method_types: ['card'],
    status: 'requires_payment_method',
    usage: 'off_session',
  });
  return {
    id,
    object: 'checkout.session',
    cancel_url: text(form.cancel_url) ?? null,
    client_reference_id: text(form.client_reference_id) ?? null,
    created: now(),
    currency: text(form.currency) ?? null,
    customer,
    expires_at: now() + 24 * 3600,
    livemode: false,
    metadata: record(form.metadata),
    mode: 'setup',
    payment_status: 'no_payment_required',
    setup_intent: intent.id,
    status: 'open',
    subscription: null,
    success_url: text(form.success_url) ?? null,
    ui_mode: 'hosted',
    url: `${baseUrl}/c/pay/${id}`,
  };
}

/** The hosted page of a setup-mode session: a prefilled test card (Mastercard 4444, 11/32) and "Save card". */
export function setupPage(session: StripeJson, email: string | null): string {
  const closed = session.status !== 'open';
  return `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><title>Save a card — Stripe stand-in checkout</title>
<style>body{font-family:system-ui,sans-serif;max-width:40rem;margin:2rem auto}label{display:block;margin:.5rem 0}
input{display:block;width:100%;padding:.3rem}button{margin-top:1rem;padding:.5rem 2rem}</style>
</head>
<body>
<h1>Set up a payment method for Canopy</h1>
<p>This card is charged for future invoices. Nothing is charged now.</p>
${
  closed
    ? `<p role="alert">This checkout session is ${escape(session.status)}.</p>`
    : `<form method="post" action="/c/pay/${escape(session.id)}">
  <label>Email <input name="email" type="email" value="${escape(email ?? '')}"></label>
  <label>Card number <input name="card_number" value="5555 5555 5555 4444" autocomplete="off"></label>
  <label>Expiry (MM / YY) <input name="exp" value="11 / 32"></label>
  <label>CVC <input name="cvc" value="123"></label>
  <label>Name on card <input name="name" value="Ada Lovelace"></label>
  <label>Postal code <input name="postal_code" value="94107"></label>
  <input type="hidden" name="country" value="US">
  <button type="submit">Save card</button>
</form>
<p><a href="${escape(session.cancel_url)}">Cancel and go back</a></p>`
}
</body>
</html>`;
}
