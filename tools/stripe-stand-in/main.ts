/**
 * Runs the Stripe stand-in from the command line, for running Canopy against it by hand:
 *   node tools/stripe-stand-in/main.ts --port 12111 --webhook http://127.0.0.1:3000/webhooks/stripe --secret whsec_x
 * then start the server with STRIPE_SECRET_KEY=sk_test_any CANOPY_STRIPE_API_URL=http://127.0.0.1:12111
 * STRIPE_WEBHOOK_SECRET=whsec_x.
 */
import { parseArgs } from 'node:util';
import { startStripeStandIn } from './stripe-stand-in.ts';

const { values } = parseArgs({
  options: {
    port: { type: 'string', default: '0' },
    webhook: { type: 'string' },
    secret: { type: 'string', default: 'whsec_stand_in' },
  },
});

const standIn = await startStripeStandIn({
  port: Number(values.port),
  webhookUrl: values.webhook ?? null,
  webhookSecret: values.secret,
});
console.log(`Stripe stand-in at ${standIn.url}`);
console.log(
  `  CANOPY_STRIPE_API_URL=${standIn.url} STRIPE_SECRET_KEY=sk_test_stand_in STRIPE_WEBHOOK_SECRET=${standIn.webhookSecret}`,
);
console.log(
  `  webhooks to ${values.webhook ?? '(none: pass --webhook)'}; calls at ${standIn.url}/_stand-in/calls`,
);
for (const signal of ['SIGINT', 'SIGTERM'] as const)
  process.on(signal, () => {
    void standIn.close().then(() => process.exit(0));
  });
