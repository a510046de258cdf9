/**
 * Fields that schema-walk.ts lists as able to reach repository data, but that no probe needs to cover: what they
 * answer is public, or about the viewer alone. One line each on why. A field belongs here only if it can never
 * carry a repository, a commit, a path, a token or a count of private things; otherwise add a probe.
 */
export const SAFE_FIELDS: Readonly<Record<string, string>> = {
  'Query.config': 'installation settings (providers, seats, licence), readable anonymously',
  'Me.email': "the viewer's own address",
  'Me.businessEmail': "the viewer's own address",
  'Me.onboardingCompleted': "the viewer's own flag",
  'Me.privateAccess': "the viewer's own flag",
  'Me.termsAgreement': "the viewer's own answer",
  'Me.isSyncingWithGitProvider': 'about the viewer: whether their own sync with the git host waits or runs',
  'Me.sessions': "the viewer's own sign-ins",
  'Me.tokens':
    "the viewer's own API tokens: names and last four characters, never a secret (api-tokens.test.ts)",
  'Me.trackingMetadata': "the viewer's own owner record (plan, ids, timestamps)",
  'Me.user': "the viewer's own name and avatar",
  'Owner.avatarUrl': 'public profile',
  'Owner.isGithubRateLimited': 'whether the git host refuses calls for the owner: a flag, no repository data',
  'Owner.aiFeaturesEnabled':
    'whether the AI app is installed on the owner: a flag for its members, no repository data',
  'RequestAiTestSuggestionsPayload.suggestion':
    'what the caller asked for: answered only once membership and read access were checked (mutation-probes.ts)',
  'Owner.hasGithubApp': 'whether the GitHub app is installed on the account: a flag, no repository data',
  'Owner.isCurrentUserPartOfOrg': 'about the viewer: whether they belong to the owner',
  'Owner.isCurrentUserActivated': 'about the viewer: whether they hold a seat',
  'Owner.activatedUserCount': 'how many seats are taken: a number about people, not repositories',
  'Owner.billing':
    'no repository data: the payment provider of the hosted edition, its admins only (billing-matrix.test.ts)',
  'Owner.invoices':
    "no repository data: the owner's invoices on the hosted edition, its admins only (billing-matrix.test.ts)",
  'Owner.invoice':
    "no repository data: one of the owner's invoices on the hosted edition, its admins only (billing-matrix.test.ts)",
};
