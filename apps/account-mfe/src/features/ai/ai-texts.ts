/** The words of the Canopy AI page. */
export const AI_TEXTS = {
  title: 'Canopy AI',
  intro:
    'Canopy AI is a generative AI assistant that reads the coverage Canopy has for a pull request and suggests tests for the lines it adds that no test runs yet.',
  installTitle: 'Install the Canopy AI app on GitHub',
  installBody: (appName: string) =>
    `Canopy AI works through its own GitHub app, ${appName}. An admin of the organization installs it on the repositories it should answer on.`,
  installButton: 'Install Canopy AI',
  askAdmin: 'Not an admin? Send this to one:',
  adminMessage: (appName: string, installUrl: string) =>
    `Hi, could you install the ${appName} GitHub app on our organization? It suggests tests for the uncovered lines of our pull requests: ${installUrl}`,
  configuredTitle: 'Configured repositories',
  configuredCaption: 'Repositories the Canopy AI app is enabled on',
  noRepositories: 'The app is installed, but on no repository you can see.',
  manageNote: (appName: string) =>
    `To add or remove repositories, or to uninstall the app, open the ${appName} app in your organization's GitHub settings (Settings → GitHub Apps → Configure). Changes show here once GitHub tells Canopy.`,
  commandsTitle: 'Commands',
  commandsIntro: (appName: string) =>
    `Mention @${appName} in a comment on a pull request of a configured repository, followed by a command:`,
  exampleLabel: 'example comment',
  modelOffTitle: 'AI suggestions are off on this install',
  modelOff:
    'No model endpoint is configured on this Canopy install, so nothing is sent anywhere. An install admin turns suggestions on with CANOPY_AI_API_URL (and CANOPY_AI_API_KEY, CANOPY_AI_MODEL).',
  suggestTitle: 'Suggest tests for a pull request',
  suggestIntro:
    'Pick a configured repository and a pull request: its uncovered patch lines, the diff and the file sources go to the model, and the answer is posted as a pull request comment.',
  membersOnly: 'Only members of the organization can ask for suggestions.',
  repository: 'Repository',
  pullNumber: 'Pull request number',
  ask: 'Suggest tests',
  notInstalled: 'Install the app first: suggestions are made on the repositories it is enabled on.',
  status: {
    pending: 'Writing suggestions…',
    done: 'Suggestions ready',
    failed: 'The suggestion failed',
    skipped: 'Nothing was suggested',
  } as Record<string, string>,
  commentPosted: 'Posted as a comment on the pull request.',
  commentNotPosted: 'Not posted on the pull request.',
  noSuggestion: 'No suggestion has been asked for on this pull request yet.',
  loadFailed: 'The suggestion could not be loaded',
  askFailed: 'Suggestions could not be asked for',
  tryAgain: 'Try again',
};
