/**
 * The codecov-cli endpoints after `/upload/{service}/` (and `pr-base-picking` after `/api/v1/{service}/`), read
 * from the whole rest of the path, so the slug may be plain `owner/repo` or a GitLab `group/sub/proj` as well
 * as the encoded single segment the router matches directly.
 */
export type CliEndpoint =
  | 'commits'
  | 'reports'
  | 'uploads'
  | 'results'
  | 'upload-coverage'
  | 'empty-upload'
  | 'upload-complete'
  | 'pulls';

export interface CliPath {
  endpoint: CliEndpoint;
  /** The path parameters the endpoint's encoded route would give: `slug`, and `sha`, `code`, `pullid`. */
  params: Record<string, string>;
}

// The slug is greedy, so a repository named like an endpoint (`acme/commits`) keeps its name.
const UPLOAD_PATHS: [CliEndpoint, RegExp, string[]][] = [
  ['commits', /^(.+)\/commits$/, []],
  ['reports', /^(.+)\/commits\/([^/]+)\/reports$/, ['sha']],
  ['uploads', /^(.+)\/commits\/([^/]+)\/reports\/([^/]+)\/uploads$/, ['sha', 'code']],
  ['results', /^(.+)\/commits\/([^/]+)\/reports\/([^/]+)\/results$/, ['sha', 'code']],
  ['upload-coverage', /^(.+)\/upload-coverage$/, []],
  ['empty-upload', /^(.+)\/commits\/([^/]+)\/empty-upload$/, ['sha']],
  ['upload-complete', /^(.+)\/commits\/([^/]+)\/upload-complete$/, ['sha']],
];
const API_PATHS: [CliEndpoint, RegExp, string[]][] = [['pulls', /^(.+)\/pulls\/([^/]+)$/, ['pullid']]];

function match(paths: [CliEndpoint, RegExp, string[]][], rest: string): CliPath | null {
  for (const [endpoint, pattern, names] of paths) {
    const found = pattern.exec(rest);
    if (!found) continue;
    const params: Record<string, string> = { slug: found[1]! };
    names.forEach((name, i) => (params[name] = found[i + 2]!));
    return { endpoint, params };
  }
  return null;
}

/** `rest` is what follows `/upload/{service}/`. */
export const uploadPath = (rest: string) => match(UPLOAD_PATHS, rest);
/** `rest` is what follows `/api/v1/{service}/`. */
export const apiPath = (rest: string) => match(API_PATHS, rest);
