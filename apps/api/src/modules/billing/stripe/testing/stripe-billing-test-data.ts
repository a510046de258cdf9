import Fastify, { type FastifyInstance } from 'fastify';
import { startStripeStandIn, type StripeStandIn } from '@canopy/tools/stripe-stand-in';
import type { BillingSettings } from '../../../../config/settings';
import { type Backend, openTestDatabase, type TestDatabase } from '../../../../testing/test-database';
import type { PaymentProvider } from '../../payment-provider';
import { stripePaymentProvider } from '../stripe-provider';
import { STRIPE_WEBHOOK_PATH, stripeWebhooks } from '../stripe-webhooks';

export const WEBHOOK_SECRET = 'whsec_canopy_tests';

export interface StripeBillingFixture {
  database: TestDatabase;
  standIn: StripeStandIn;
  billing: BillingSettings;
  /** Serves `POST /webhooks/stripe` on 127.0.0.1, where the stand-in sends its events. */
  app: FastifyInstance;
  provider: PaymentProvider;
  /** A new organisation in an ongoing trial. */
  addOrganisation(username: string): Promise<number>;
  owner(ownerid: number): Promise<{
    plan: string;
    planUserCount: number;
    trialStatus: string | null;
    delinquent: boolean;
  }>;
  close(): Promise<void>;
}

/** The Stripe adapter and its webhook route on a test database, with the Stripe stand-in behind them. */
export async function startStripeBilling(backend: Backend): Promise<StripeBillingFixture> {
  const database = await openTestDatabase(backend);
  const standIn = await startStripeStandIn({ webhookSecret: WEBHOOK_SECRET });
  const billing: BillingSettings = {
    stripeSecretKey: 'sk_test_canopy',
    stripeWebhookSecret: WEBHOOK_SECRET,
    stripeApiUrl: standIn.url,
  };
  const app = Fastify({ logger: false });
  await app.register(stripeWebhooks, { db: database.db, billing });
  const address = await app.listen({ host: '127.0.0.1', port: 0 });
  standIn.setWebhook(`${address}${STRIPE_WEBHOOK_PATH}`);
  const provider = stripePaymentProvider(database.db, billing, app.log);
  return {
    database,
    standIn,
    billing,
    app,
    provider,
    async addOrganisation(username) {
      const row = await database.db
        .insertInto('owners')
        .values({
          service: 'github',
          serviceId: `stripe-${username}`,
          username,
          isOrg: true,
          trialStatus: 'ongoing',
          planUserCount: 2,
        })
        .returning('ownerid')
        .executeTakeFirstOrThrow();
      return row.ownerid;
    },
    owner: (ownerid) =>
      database.db
        .selectFrom('owners')
        .select(['plan', 'planUserCount', 'trialStatus', 'delinquent'])
        .where('ownerid', '=', ownerid)
        .executeTakeFirstOrThrow(),
    async close() {
      await standIn.settled();
      await app.close();
      await standIn.close();
      await database.close();
    },
  };
}
