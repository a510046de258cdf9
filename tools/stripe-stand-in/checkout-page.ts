/** The stand-in's hosted checkout page: the plan, its price and the seats, a prefilled test card and "Pay". */
import type { StripeJson } from './objects.ts';

const escape = (value: unknown) =>
  String(value ?? '').replace(
    /[&<>"']/g,
    (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char]!,
  );

const dollars = (cents: number) => `$${(cents / 100).toFixed(2)}`;

export function checkoutPage(
  session: StripeJson,
  lines: Array<{ price: StripeJson; quantity: number }>,
  email: string | null,
): string {
  const total = lines.reduce((sum, line) => sum + (line.price.unit_amount as number) * line.quantity, 0);
  const interval = (lines[0]?.price.recurring as { interval?: string } | undefined)?.interval ?? 'month';
  const rows = lines
    .map(
      ({ price, quantity }) => `<tr>
        <td data-testid="plan">${escape(price.lookup_key)} (${escape(price.nickname)})</td>
        <td data-testid="unit-price">${dollars(price.unit_amount as number)} / ${escape(interval)}</td>
        <td data-testid="quantity">× ${quantity} seats</td>
      </tr>`,
    )
    .join('');
  const closed = session.status !== 'open';
  return `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><title>Pay — Stripe stand-in checkout</title>
<style>body{font-family:system-ui,sans-serif;max-width:40rem;margin:2rem auto}label{display:block;margin:.5rem 0}
input{display:block;width:100%;padding:.3rem}button{margin-top:1rem;padding:.5rem 2rem}td{padding:.3rem .6rem}</style>
</head>
<body>
<h1>Subscribe to Canopy</h1>
<table>${rows}</table>
<p>Total due today: <strong data-testid="total">${dollars(total)}</strong> per ${escape(interval)}</p>
${
  closed
    ? `<p role="alert">This checkout session is ${escape(session.status)}.</p>`
    : `<form method="post" action="/c/pay/${escape(session.id)}">
  <label>Email <input name="email" type="email" value="${escape(email ?? '')}"></label>
  <label>Card number <input name="card_number" value="4242 4242 4242 4242" autocomplete="off"></label>
  <label>Expiry (MM / YY) <input name="exp" value="12 / 30"></label>
  <label>CVC <input name="cvc" value="123"></label>
  <label>Name on card <input name="name" value="Ada Lovelace"></label>
  <label>Postal code <input name="postal_code" value="94107"></label>
  <input type="hidden" name="country" value="US">
  <button type="submit">Pay</button>
</form>
<p><a href="${escape(session.cancel_url)}">Cancel and go back</a></p>`
}
</body>
</html>`;
}
