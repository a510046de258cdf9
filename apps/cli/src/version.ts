/** Sent as `version` in request bodies and in the User-Agent; a test keeps it equal to package.json. */
export const CLI_VERSION = '0.1.0';

export const USER_AGENT = `canopy-cli/${CLI_VERSION}`;
