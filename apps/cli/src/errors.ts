/** A failure the user should read as one line; `exitCode` is what the process ends with. */
export class CliError extends Error {
  constructor(
    message: string,
    readonly exitCode = 1,
  ) {
    super(message);
    this.name = new.target.name;
  }
}

/** The command line itself is wrong (unknown option, missing value): exit code 2. */
export class UsageError extends CliError {
  constructor(message: string) {
    super(message, 2);
  }
}

/** The server refused the upload or could not be reached. */
export class UploadError extends CliError {}

/** The message of anything thrown; duck-typed because errors from Node's own modules may come from another realm. */
export function messageOf(error: unknown): string {
  const message =
    typeof error === 'object' && error !== null ? (error as { message?: unknown }).message : undefined;
  return typeof message === 'string' ? message : String(error);
}
