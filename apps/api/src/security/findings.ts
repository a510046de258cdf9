import type { Persona } from './personas';

/** One cell of a matrix that did not answer as expected. */
export interface Finding {
  probe: string;
  /** Null for a finding about the state the calls left, not one call. */
  persona: Persona | null;
  problem: string;
}

/** The strings of `forbidden` that occur in a response body. */
export function leakedMarkers(body: string, forbidden: readonly string[]): string[] {
  return forbidden.filter((marker) => body.includes(marker));
}

/** A short, one-line excerpt of a response for a table cell. */
export function excerpt(body: string, length = 240): string {
  const flat = body.replace(/\s+/g, ' ');
  return flat.length > length ? `${flat.slice(0, length)}…` : flat;
}

/** Throws one error listing every finding as `probe × persona → problem`, so a run shows the whole table. */
export function reportFindings(title: string, findings: readonly Finding[]): void {
  if (findings.length === 0) return;
  const probeWidth = Math.max(...findings.map((finding) => finding.probe.length));
  const nameOf = (finding: Finding) => finding.persona?.name ?? '-';
  const personaWidth = Math.max(...findings.map((finding) => nameOf(finding).length));
  const rows = findings.map(
    (finding) =>
      `${finding.probe.padEnd(probeWidth)}  ${nameOf(finding).padEnd(personaWidth)}  → ${finding.problem}`,
  );
  const personas = [
    ...new Map(
      findings.flatMap((finding) => (finding.persona ? [[finding.persona.name, finding.persona]] : [])),
    ).values(),
  ];
  const legend = personas.map((persona) => `  ${persona.name}: ${persona.about}`);
  throw new Error(
    [`${title}: ${findings.length} finding(s)`, '', ...rows, '', 'personas:', ...legend].join('\n'),
  );
}
