import { bundleNameOf, type Target } from './targets';

/**
 * Every mutation, with who may run it. `self` mutations change only the current owner, so everyone signed in may
 * run them; the others act on a target and are refused to those outside `role`: people who may not even see the
 * repository get the answer a missing repository gets. schema-coverage.test.ts fails while a mutation is missing.
 */
export interface MutationProbe {
  field: string;
  /** `installAdmins`: the install's admins (self-hosted), whatever the target. */
  role: 'self' | 'members' | 'admins' | 'installAdmins';
  /** Names the target repository in its input (otherwise it acts on the current owner). */
  onRepository: boolean;
  document: string;
  /** `$input` for a repository name (the target's, or one that does not exist). */
  input(target: Target, repo: string): Record<string, unknown>;
  /** For `self` mutations: the error everyone signed in gets instead of success (the probe names no one's thing). */
  selfAnswer?: 'NotFoundError';
  /** Makes a credential in the user's name: refused (ValidationError) to staff looking as someone else. */
  notWhileImpersonating?: boolean;
  /**
   * What those in `role` get on this install instead of success (trials on a self-hosted install): everyone else
   * must be refused otherwise (not signed in, not a member), so that the answer tells the role check apart.
   */
  insideAnswer?: 'ValidationError';
  /** Answers a new token in `field` that replaces the target's `token`: the matrix then looks for the new one. */
  rotates?: { field: string; token: 'uploadToken' | 'graphToken' | 'orgUploadToken' };
}

const ERROR = 'error { __typename ... on ResolverError { message } }';

export const MUTATION_PROBES: readonly MutationProbe[] = [
  {
    field: 'activateMeasurements',
    role: 'members',
    onRepository: true,
    document: `mutation Probe($input: ActivateMeasurementsInput!) { activateMeasurements(input: $input) { ${ERROR} } }`,
    input: (target, repo) => ({ owner: target.owner, repoName: repo, measurementType: 'FLAG_COVERAGE' }),
  },
  {
    // Switches caching on for the target's bundle, as the default branch left it.
    field: 'updateBundleCacheConfig',
    role: 'members',
    onRepository: true,
    document: `mutation Probe($input: UpdateBundleCacheConfigInput!) {
      updateBundleCacheConfig(input: $input) { results { bundleName isCached cacheConfig } ${ERROR} } }`,
    input: (target, repo) => ({
      owner: target.owner,
      repoName: repo,
      bundles: [{ bundleName: bundleNameOf(target.tag), toggleCaching: true }],
    }),
  },
  {
    field: 'deleteFlag',
    role: 'admins',
    onRepository: true,
    document: `mutation Probe($input: DeleteFlagInput!) { deleteFlag(input: $input) { ${ERROR} } }`,
    input: (target, repo) => ({ ownerUsername: target.owner, repoName: repo, flagName: target.flag }),
  },
  {
    field: 'deleteComponentMeasurements',
    role: 'admins',
    onRepository: true,
    document: `mutation Probe($input: DeleteComponentMeasurementsInput!) {
      deleteComponentMeasurements(input: $input) { ${ERROR} } }`,
    input: (target, repo) => ({ ownerUsername: target.owner, repoName: repo, componentId: target.component }),
  },
  {
    // A pull no target has: members are told it is not found (no model is asked), outsiders are refused first.
    field: 'requestAiTestSuggestions',
    role: 'members',
    onRepository: true,
    document: `mutation Probe($input: RequestAiTestSuggestionsInput!) {
      requestAiTestSuggestions(input: $input) { suggestion { id status body } ${ERROR} } }`,
    input: (target, repo) => ({ owner: target.owner, repoName: repo, pullId: 987654 }),
  },
  {
    // Acts on the current owner, but names an organisation: only its members may pick it.
    field: 'updateDefaultOrganization',
    role: 'members',
    onRepository: false,
    document: `mutation Probe($input: UpdateDefaultOrganizationInput!) {
      updateDefaultOrganization(input: $input) { username ${ERROR} } }`,
    input: (target) => ({ username: target.owner }),
  },
  {
    field: 'updateProfile',
    role: 'self',
    onRepository: false,
    document: `mutation Probe($input: UpdateProfileInput!) { updateProfile(input: $input) {
      me { owner { username } viewableRepositories(filters: { isPublic: false }) { edges { node { name } } } }
      ${ERROR} } }`,
    input: (target) => ({ name: `renamed on ${target.key}` }),
  },
  {
    // No input: it always syncs the person signed in, with their own host token.
    field: 'syncWithGitProvider',
    role: 'self',
    onRepository: false,
    document: `mutation Probe { syncWithGitProvider {
      me { owner { username } isSyncingWithGitProvider
        viewableRepositories(filters: { isPublic: false }) { edges { node { name } } } }
      ${ERROR} } }`,
    input: () => ({}),
  },
  {
    field: 'saveTermsAgreement',
    role: 'self',
    onRepository: false,
    document: `mutation Probe($input: SaveTermsAgreementInput!) { saveTermsAgreement(input: $input) { ${ERROR} } }`,
    input: () => ({ termsAgreement: true }),
  },
  {
    field: 'createApiToken',
    role: 'self',
    onRepository: false,
    document: `mutation Probe($input: CreateApiTokenInput!) {
      createApiToken(input: $input) { fullToken session { name type } ${ERROR} } }`,
    input: () => ({ name: 'security matrix' }),
    notWhileImpersonating: true,
  },
  {
    field: 'createUserToken',
    role: 'self',
    onRepository: false,
    document: `mutation Probe($input: CreateUserTokenInput!) {
      createUserToken(input: $input) { fullToken token { name type } ${ERROR} } }`,
    input: () => ({ name: 'security matrix', tokenType: 'api' }),
    notWhileImpersonating: true,
  },
  {
    // Names a token no one has: only its owner could revoke it (security/api-tokens.test.ts revokes real ones).
    field: 'revokeUserToken',
    role: 'self',
    onRepository: false,
    document: `mutation Probe($input: RevokeUserTokenInput!) { revokeUserToken(input: $input) { ${ERROR} } }`,
    input: () => ({ tokenid: '987654321' }),
    selfAnswer: 'NotFoundError',
  },
  {
    // Names a session no one has: only its person could end it (security/session-deletion.test.ts ends real ones).
    field: 'deleteSession',
    role: 'self',
    onRepository: false,
    document: `mutation Probe($input: DeleteSessionInput!) { deleteSession(input: $input) { ${ERROR} } }`,
    input: () => ({ sessionid: 987654321 }),
    selfAnswer: 'NotFoundError',
  },
  {
    field: 'regenerateRepositoryUploadToken',
    role: 'admins',
    onRepository: true,
    document: `mutation Probe($input: RegenerateRepositoryUploadTokenInput!) {
      regenerateRepositoryUploadToken(input: $input) { token ${ERROR} } }`,
    input: (target, repo) => ({ owner: target.owner, repoName: repo }),
    rotates: { field: 'token', token: 'uploadToken' },
  },
  {
    field: 'regenerateOrgUploadToken',
    role: 'admins',
    onRepository: false,
    document: `mutation Probe($input: RegenerateOrgUploadTokenInput!) {
      regenerateOrgUploadToken(input: $input) { orgUploadToken ${ERROR} } }`,
    input: (target) => ({ owner: target.owner }),
    rotates: { field: 'orgUploadToken', token: 'orgUploadToken' },
  },
  {
    field: 'setUploadTokenRequired',
    role: 'admins',
    onRepository: false,
    document: `mutation Probe($input: SetUploadTokenRequiredInput!) {
      setUploadTokenRequired(input: $input) { ${ERROR} } }`,
    input: (target) => ({ orgUsername: target.owner, uploadTokenRequired: true }),
  },
  {
    // Activating an activated repository: allowed calls change nothing the probes after it read.
    field: 'updateRepository',
    role: 'admins',
    onRepository: true,
    document: `mutation Probe($input: UpdateRepositoryInput!) {
      updateRepository(input: $input) { repository { name defaultBranch activated } ${ERROR} } }`,
    input: (target, repo) => ({ owner: target.owner, repoName: repo, activated: true }),
  },
  {
    field: 'regenerateRepositoryGraphToken',
    role: 'admins',
    onRepository: true,
    document: `mutation Probe($input: RegenerateRepositoryGraphTokenInput!) {
      regenerateRepositoryGraphToken(input: $input) { token ${ERROR} } }`,
    input: (target, repo) => ({ owner: target.owner, repoName: repo }),
    rotates: { field: 'token', token: 'graphToken' },
  },
  {
    // The owner's yaml is left as it was (empty: none), so that the probes after it read the same coverage.
    field: 'setYamlOnOwner',
    role: 'admins',
    onRepository: false,
    document: `mutation Probe($input: SetYamlOnOwnerInput!) {
      setYamlOnOwner(input: $input) { owner { username yaml } ${ERROR} } }`,
    input: (target) => ({ username: target.owner, yaml: '' }),
  },
  {
    // Changes nothing: its answer is a value only the target's yaml opens.
    field: 'encodeSecretString',
    role: 'members',
    onRepository: true,
    document: `mutation Probe($input: EncodeSecretStringInput!) {
      encodeSecretString(input: $input) { value ${ERROR} } }`,
    input: (target, repo) => ({ owner: target.owner, repoName: repo, value: `hook for ${target.key}` }),
  },
  {
    // Switched off, so that the probes after it still see what they saw.
    field: 'saveOktaConfig',
    role: 'admins',
    onRepository: false,
    document: `mutation Probe($input: SaveOktaConfigInput!) { saveOktaConfig(input: $input) { ${ERROR} } }`,
    input: (target) => ({
      orgUsername: target.owner,
      clientId: 'okta-probe',
      clientSecret: target.oktaClientSecret,
      url: 'https://okta.example.com',
      enabled: false,
      enforced: false,
    }),
  },
  {
    // Leaves auto-activation on, as the seed has it, so that the activation probes after it see the same.
    field: 'updateSelfHostedSettings',
    role: 'installAdmins',
    onRepository: false,
    document: `mutation Probe($input: UpdateSelfHostedSettingsInput!) {
      updateSelfHostedSettings(input: $input) { ${ERROR} } }`,
    input: () => ({ shouldAutoActivate: true }),
  },
  // Trials belong to the hosted edition: its members get a ValidationError here, outsiders the role's refusal
  // (the hosted edition's roles: security/billing-matrix.test.ts).
  {
    field: 'startTrial',
    role: 'members',
    onRepository: false,
    insideAnswer: 'ValidationError',
    document: `mutation Probe($input: StartTrialInput!) { startTrial(input: $input) { ${ERROR} } }`,
    input: (target) => ({ orgUsername: target.owner }),
  },
  {
    // Ends the trial for everyone and clears every seat: admins only.
    field: 'cancelTrial',
    role: 'admins',
    onRepository: false,
    insideAnswer: 'ValidationError',
    document: `mutation Probe($input: CancelTrialInput!) { cancelTrial(input: $input) { ${ERROR} } }`,
    input: (target) => ({ orgUsername: target.owner }),
  },
  {
    // Last: once an admin has run it the target has no coverage left to probe.
    field: 'eraseRepository',
    role: 'admins',
    onRepository: true,
    document: `mutation Probe($input: EraseRepositoryInput!) { eraseRepository(input: $input) { ${ERROR} } }`,
    input: (target, repo) => ({ owner: target.owner, repoName: repo }),
  },
];
