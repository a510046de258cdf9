import { describeEachBackend } from '../testing/test-database';
import { startTestServer, type TestServer } from '../testing/test-server';

const UPDATE_DEFAULT_ORG = `mutation UpdateDefaultOrganization($username: String) {
  updateDefaultOrganization(input: { username: $username }) {
    username
    error { __typename ... on ResolverError { message } }
  }
}`;

const UPDATE_PROFILE = `mutation UpdateProfile($name: String, $email: String) {
  updateProfile(input: { name: $name, email: $email }) {
    me { email user { name } }
    error { __typename ... on ResolverError { message } }
  }
}`;

const SAVE_TERMS = `mutation SaveTerms($input: SaveTermsAgreementInput!) {
  saveTermsAgreement(input: $input) { error { __typename ... on ResolverError { message } } }
}`;

type Payload = Record<
  string,
  { username?: string | null; me?: unknown; error: { __typename: string; message: string } | null }
>;

describeEachBackend('mutations', (backend) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(backend);
  });
  afterAll(() => server?.close());

  describe('updateDefaultOrganization', () => {
    it("sets one of the user's organisations, or the user itself, or clears it", async () => {
      const cookie = await server.signIn('grace');
      const set = await server.graphql<Payload>(UPDATE_DEFAULT_ORG, {
        variables: { username: 'canopy' },
        cookie,
      });
      expect(set.data?.updateDefaultOrganization).toEqual({ username: 'canopy', error: null });
      const owner = await server.graphql('{ me { owner { defaultOrgUsername } } }', { cookie });
      expect(owner.data).toEqual({ me: { owner: { defaultOrgUsername: 'canopy' } } });
      const internal = await server.app.inject({ url: '/internal/user', headers: { cookie } });
      expect(internal.json().default_org).toBe('canopy');

      const self = await server.graphql<Payload>(UPDATE_DEFAULT_ORG, {
        variables: { username: 'grace' },
        cookie,
      });
      expect(self.data?.updateDefaultOrganization).toEqual({ username: 'grace', error: null });
      const cleared = await server.graphql<Payload>(UPDATE_DEFAULT_ORG, {
        variables: { username: null },
        cookie,
      });
      expect(cleared.data?.updateDefaultOrganization).toEqual({ username: null, error: null });
    });

    it('fails with a ValidationError for an organisation the user is not in', async () => {
      const cookie = await server.signIn('margaret');
      for (const username of ['canopy', 'nobody', 'ada']) {
        const result = await server.graphql<Payload>(UPDATE_DEFAULT_ORG, { variables: { username }, cookie });
        expect(result.data?.updateDefaultOrganization?.error).toMatchObject({
          __typename: 'ValidationError',
        });
        expect(result.data?.updateDefaultOrganization?.username).toBeNull();
      }
    });

    it('fails with UnauthenticatedError when signed out and MissingService without a provider', async () => {
      const anonymous = await server.graphql<Payload>(UPDATE_DEFAULT_ORG, {
        variables: { username: 'canopy' },
      });
      expect(anonymous.data?.updateDefaultOrganization?.error).toEqual({
        __typename: 'UnauthenticatedError',
        message: 'You are not authenticated',
      });
      const noService = await server.graphql<Payload>(UPDATE_DEFAULT_ORG, {
        variables: { username: 'canopy' },
        cookie: await server.signIn('ada'),
        provider: '',
      });
      expect(noService.data?.updateDefaultOrganization?.error?.__typename).toBe('MissingService');
    });
  });

  describe('updateProfile', () => {
    it('updates name and email and returns me', async () => {
      const cookie = await server.signIn('linus');
      const result = await server.graphql<Payload>(UPDATE_PROFILE, {
        variables: { name: 'Linus P.', email: 'lp@example.com' },
        cookie,
      });
      expect(result.data?.updateProfile).toEqual({
        me: { email: 'lp@example.com', user: { name: 'Linus P.' } },
        error: null,
      });
      // The shell reads the signed-in person from /internal/user, which prefers the user row.
      const internal = await server.app.inject({ url: '/internal/user', headers: { cookie } });
      expect(internal.json()).toMatchObject({ name: 'Linus P.', email: 'lp@example.com' });
    });

    it('rejects an invalid email and an empty name', async () => {
      const cookie = await server.signIn('linus');
      for (const variables of [{ email: 'not-an-email' }, { name: '  ' }]) {
        const result = await server.graphql<Payload>(UPDATE_PROFILE, { variables, cookie });
        expect(result.data?.updateProfile).toMatchObject({
          me: null,
          error: { __typename: 'ValidationError' },
        });
      }
    });

    it('needs a signed-in user', async () => {
      const result = await server.graphql<Payload>(UPDATE_PROFILE, { variables: { name: 'x' } });
      expect(result.data?.updateProfile?.error?.__typename).toBe('UnauthenticatedError');
    });
  });

  describe('saveTermsAgreement', () => {
    it('records the agreement, business email and consent', async () => {
      const cookie = await server.signIn('linus');
      const before = await server.graphql('{ me { termsAgreement } }', { cookie });
      expect(before.data).toEqual({ me: { termsAgreement: null } });
      const result = await server.graphql<Payload>(SAVE_TERMS, {
        variables: {
          input: {
            termsAgreement: true,
            businessEmail: 'linus@work.example',
            marketingConsent: true,
            name: 'Linus',
          },
        },
        cookie,
      });
      expect(result.data?.saveTermsAgreement).toEqual({ error: null });
      const after = await server.graphql('{ me { termsAgreement businessEmail } }', { cookie });
      expect(after.data).toEqual({ me: { termsAgreement: true, businessEmail: 'linus@work.example' } });
      const internal = (await server.app.inject({ url: '/internal/user', headers: { cookie } })).json();
      expect(internal).toMatchObject({ terms_agreement: true, name: 'Linus' });
      expect(Date.parse(internal.terms_agreement_at)).not.toBeNaN();
    });

    it('rejects an invalid business email and anonymous callers', async () => {
      const invalid = await server.graphql<Payload>(SAVE_TERMS, {
        variables: { input: { termsAgreement: true, businessEmail: 'nope' } },
        cookie: await server.signIn('grace'),
      });
      expect(invalid.data?.saveTermsAgreement?.error).toEqual({
        __typename: 'ValidationError',
        message: 'Invalid email',
      });
      const anonymous = await server.graphql<Payload>(SAVE_TERMS, {
        variables: { input: { termsAgreement: true } },
      });
      expect(anonymous.data?.saveTermsAgreement?.error?.__typename).toBe('UnauthenticatedError');
    });
  });
});
