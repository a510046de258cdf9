import type { Output } from '../output';

export interface CapturedOutput extends Output {
  infos: string[];
  warnings: string[];
  details: string[];
}

/** An Output that keeps every line, for assertions. */
export function captureOutput(): CapturedOutput {
  const infos: string[] = [];
  const warnings: string[] = [];
  const details: string[] = [];
  return {
    infos,
    warnings,
    details,
    info: (line) => infos.push(line),
    warn: (line) => warnings.push(line),
    debug: (line) => details.push(line),
  };
}
