import type { MutationOptions } from '@tanstack/react-query';
import { http, HttpResponse } from 'msw';
import { createTestApiClients, restHandler, setupApiMocks } from '@canopy/api-client/testing';
import { ApiError, queryKeys } from '@canopy/api-client';
import { accountDetailsFixture } from '../testing';
import type { AccountDetails } from './account-details';
import {
  updateBillingAddressMutationOptions,
  updateBillingEmailMutationOptions,
  updatePaymentMethodMutationOptions,
} from './billing-details';

const server = setupApiMocks();
const args = { provider: 'gh', owner: 'acme' };

/** Runs a mutation's options as `useMutation` would, outside React. */
function run<TChange>(
  clients: ReturnType<typeof createTestApiClients>,
  options: MutationOptions<AccountDetails, Error, TChange>,
  change: TChange,
): Promise<AccountDetails> {
  return clients.queryClient.getMutationCache().build(clients.queryClient, options).execute(change);
}

/** Records the JSON body of each PATCH to `path` and answers the account details. */
function recordPatches(path: string, answer = accountDetailsFixture()) {
  const bodies: unknown[] = [];
  server.use(
    http.patch(`*/internal/gh/acme/account-details/${path}`, async ({ request }) => {
      bodies.push(await request.json());
      return HttpResponse.json(answer);
    }),
  );
  return bodies;
}

test('the e-mail goes snake_cased, and the answer replaces the cached account details', async () => {
  const clients = createTestApiClients();
  const bodies = recordPatches('update_email', accountDetailsFixture({ email: 'billing@acme.test' }));
  const details = await run(clients, updateBillingEmailMutationOptions(clients, args), {
    newEmail: 'billing@acme.test',
    applyToDefaultPaymentMethod: true,
  });
  expect(bodies).toEqual([{ new_email: 'billing@acme.test', apply_to_default_payment_method: true }]);
  expect(details.email).toBe('billing@acme.test');
  expect(clients.queryClient.getQueryData(queryKeys.owner.accountDetails('gh', 'acme'))).toEqual(details);
});

test('the address goes in the wire shape: line_1, line_2, postal_code', async () => {
  const clients = createTestApiClients();
  const bodies = recordPatches('update_billing_address');
  await run(clients, updateBillingAddressMutationOptions(clients, args), {
    name: 'Acme Inc',
    line1: '1 Main St',
    line2: '',
    city: 'Springfield',
    state: 'IL',
    postalCode: '62701',
    country: 'US',
  });
  expect(bodies).toEqual([
    {
      name: 'Acme Inc',
      billing_address: {
        line_1: '1 Main St',
        line_2: null,
        city: 'Springfield',
        state: 'IL',
        postal_code: '62701',
        country: 'US',
      },
    },
  ]);
});

test('a new payment method sends nothing and answers the setup page; an attached one sends its id', async () => {
  const clients = createTestApiClients();
  const bodies = recordPatches(
    'update_payment',
    accountDetailsFixture({ checkoutSessionId: 'cs_1', checkoutUrl: 'https://pay.example/c/cs_1' }),
  );
  const details = await run(clients, updatePaymentMethodMutationOptions(clients, args), {});
  expect(details.checkoutUrl).toBe('https://pay.example/c/cs_1');
  await run(clients, updatePaymentMethodMutationOptions(clients, args), { paymentMethod: 'pm_1' });
  expect(bodies).toEqual([{}, { payment_method: 'pm_1' }]);
});

test('a refusal rejects with the server detail', async () => {
  const clients = createTestApiClients();
  server.use(
    restHandler(
      'patch',
      '/gh/acme/account-details/update_email',
      { detail: 'Billing is not configured on this install' },
      { status: 400 },
    ),
  );
  const failed = run(clients, updateBillingEmailMutationOptions(clients, args), { newEmail: 'a@b.co' });
  await expect(failed).rejects.toBeInstanceOf(ApiError);
  await expect(failed).rejects.toMatchObject({
    data: { detail: 'Billing is not configured on this install' },
  });
});
