/** Where the commands write: results on stdout, problems and details on stderr. */
export interface Output {
  info(line: string): void;
  warn(line: string): void;
  /** Printed only with --verbose. */
  debug(line: string): void;
}

export function createOutput(
  stdout: (text: string) => void,
  stderr: (text: string) => void,
  verbose: boolean,
): Output {
  return {
    info: (line) => stdout(`${line}\n`),
    warn: (line) => stderr(`${line}\n`),
    debug: (line) => {
      if (verbose) stderr(`${line}\n`);
    },
  };
}
