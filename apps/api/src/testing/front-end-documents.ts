import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { Kind, parse, print } from 'graphql';

/** The workspace root: three levels above this file (apps/api/src/testing). */
export const WORKSPACE_ROOT = path.resolve(__dirname, '../../../..');

export interface FrontEndDocument {
  /** File it was found in, relative to the workspace root. */
  file: string;
  /** The operation's text with its fragments filled in. */
  source: string;
}

/** The client library and every area's data-access lib: where the front end's documents live. */
export function dataAccessFolders(): string[] {
  return readdirSync(path.join(WORKSPACE_ROOT, 'libs'))
    .filter((name) => name === 'api-client' || name.endsWith('-data-access'))
    .map((name) => `libs/${name}/src`);
}

/** Folders whose code sends GraphQL: the data-access libs, the micro-front-ends and the latency bench. */
function sourceFolders(): string[] {
  const apps = readdirSync(path.join(WORKSPACE_ROOT, 'apps')).filter(
    (name) => name.endsWith('-mfe') || name === 'shell',
  );
  return [...dataAccessFolders(), 'tools/bench', ...apps.map((name) => `apps/${name}/src`)];
}

function sourceFiles(dir: string): string[] {
  let entries: string[];
  try {
    entries = readdirSync(dir);
  } catch {
    return [];
  }
  return entries.flatMap((entry) => {
    const full = path.join(dir, entry);
    if (statSync(full).isDirectory())
      return ['node_modules', 'generated', 'testing'].includes(entry) ? [] : sourceFiles(full);
    return /\.tsx?$/.test(entry) && !/\.test\.tsx?$/.test(entry) ? [full] : [];
  });
}

const NAMED_TEMPLATE = /\bconst\s+(\w+)\s*=\s*(?:gql|graphql)?\s*`([^`]*)`/g;
/** Tagged documents (`gql`…``) and the bench's `query: `…`` bodies. */
const DOCUMENT_TEMPLATE = /\b(?:gql|graphql)\s*`([^`]*)`|\bquery:\s*`([^`]*)`/g;

/**
 * Every query and mutation the front end (and the bench) sends, read from the source: fragments and shared
 * pieces interpolated with `${Name}` are filled in from the same file or any other of these files.
 */
export function frontEndDocuments(): FrontEndDocument[] {
  const files = sourceFolders().flatMap((folder) => sourceFiles(path.join(WORKSPACE_ROOT, folder)));
  const texts = new Map(files.map((file) => [file, readFileSync(file, 'utf8')]));
  const shared = new Map<string, string>();
  const local = new Map<string, Map<string, string>>();
  for (const [file, text] of texts) {
    const named = new Map([...text.matchAll(NAMED_TEMPLATE)].map((match) => [match[1]!, match[2]!]));
    local.set(file, named);
    for (const [name, template] of named) shared.set(name, template);
  }
  const fill = (file: string, template: string, depth = 0): string =>
    template.replace(/\$\{\s*(\w+)\s*\}/g, (whole, name: string) => {
      const value = local.get(file)?.get(name) ?? shared.get(name);
      if (value === undefined || depth > 10) throw new Error(`${file}: cannot fill in ${whole}`);
      return fill(file, value, depth + 1);
    });

  const documents: FrontEndDocument[] = [];
  for (const [file, text] of texts) {
    for (const match of text.matchAll(DOCUMENT_TEMPLATE)) {
      const template = (match[1] ?? match[2])!;
      if (!/^\s*(query|mutation)\b/.test(template)) continue;
      documents.push({
        file: path.relative(WORKSPACE_ROOT, file),
        source: oneOfEachFragment(fill(file, template)),
      });
    }
  }
  return documents;
}

/**
 * A fragment reached through two others is interpolated twice; the client's `gql` keeps its first definition
 * (and refuses two different ones of one name), so the document sent holds each fragment once.
 */
function oneOfEachFragment(source: string): string {
  const seen = new Map<string, string>();
  const document = parse(source);
  const definitions = document.definitions.filter((definition) => {
    if (definition.kind !== Kind.FRAGMENT_DEFINITION) return true;
    const text = print(definition);
    const earlier = seen.get(definition.name.value);
    if (earlier !== undefined && earlier !== text)
      throw new Error(`two different fragments named ${definition.name.value}`);
    seen.set(definition.name.value, text);
    return earlier === undefined;
  });
  return print({ ...document, definitions });
}

/** How many `export const …Document = gql` the client library declares: the extraction must find them all. */
export function clientDocumentExports(): number {
  return dataAccessFolders()
    .flatMap((folder) => sourceFiles(path.join(WORKSPACE_ROOT, folder)))
    .reduce(
      (count, file) =>
        count + [...readFileSync(file, 'utf8').matchAll(/export const \w+Document\s*=\s*gql\s*`/g)].length,
      0,
    );
}
