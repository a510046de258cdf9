/**
 * What makes graphcache worth being the GraphQL cache of record (docs/adr/003): an answer that carries a keyed
 * entity updates every query showing it, with no hand-written invalidation.
 */
import { gql } from '@urql/core';
import { pipe, subscribe } from 'wonka';
import { graphqlHandler, graphqlMutationHandler, setupApiMocks } from '../testing';
import { DetailOwnerDocument } from '../owner/detail-owner';
import { createUrqlClient } from './create-api-clients';

const server = setupApiMocks();

const owner = {
  ownerid: 5,
  username: 'acme',
  avatarUrl: 'https://avatars.example/old.png',
  isCurrentUserPartOfOrg: true,
  isAdmin: false,
  defaultOrgUsername: null,
};

// A mutation answering with the Owner it changed, as the members, seats and settings mutations will.
const UpdateProfileWithOwnerDocument = gql`
  mutation UpdateProfile($input: UpdateProfileInput!) {
    updateProfile(input: $input) {
      me {
        owner {
          ownerid
          username
          avatarUrl
        }
      }
    }
  }
`;

it("updates a query's Owner from a mutation's answer with the same key", async () => {
  server.use(
    graphqlHandler('DetailOwner', { owner }),
    graphqlMutationHandler('UpdateProfile', {
      updateProfile: { me: { owner: { ...owner, avatarUrl: 'https://avatars.example/new.png' } } },
    }),
  );
  const client = createUrqlClient('http://api.test');
  const seen: string[] = [];
  const { unsubscribe } = pipe(
    client.query(DetailOwnerDocument, { username: 'acme' }, { requestPolicy: 'cache-first' }),
    subscribe((result) => {
      const avatar = (result.data as { owner?: { avatarUrl: string } } | undefined)?.owner?.avatarUrl;
      if (avatar) seen.push(avatar);
    }),
  );
  try {
    await waitFor(() => seen.length === 1);
    await client.mutation(UpdateProfileWithOwnerDocument, { input: { name: 'Acme' } }).toPromise();
    await waitFor(() => seen.length === 2);
    expect(seen).toEqual(['https://avatars.example/old.png', 'https://avatars.example/new.png']);
  } finally {
    unsubscribe();
  }
});

async function waitFor(done: () => boolean): Promise<void> {
  for (let i = 0; i < 100 && !done(); i += 1) await new Promise((resolve) => setTimeout(resolve, 10));
  expect(done()).toBe(true);
}
