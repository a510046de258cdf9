/** The images the server draws for a repository (Codecov's URL forms). */
export type BadgeImage = 'badge' | 'sunburst' | 'tree' | 'icicle';

export interface BadgeTarget {
  /** The server's address, without a trailing slash. */
  apiUrl: string;
  provider: string;
  owner: string;
  repo: string;
  /** Null for the default branch: the URL then follows whichever branch is default. */
  branch: string | null;
  /** The graph token, for private repositories only. */
  token: string | null;
}

/**
 * The owner as one path segment. A GitLab subgroup (`group/subgroup`) is written as Codecov writes it,
 * `group:subgroup`: with slashes, a branch in the path could be read as part of the owner.
 */
export function ownerSegment(owner: string): string {
  return owner.split('/').map(encodeURIComponent).join(':');
}

/** `<api>/<provider>/<owner>/<repo>[/branch/<b>]/graph/<file>[?token=…]`; the branch keeps its slashes. */
function graphUrl(target: BadgeTarget, file: string): string {
  const segment = encodeURIComponent;
  const branch = target.branch ? `/branch/${target.branch.split('/').map(segment).join('/')}` : '';
  const token = target.token ? `?token=${segment(target.token)}` : '';
  return `${target.apiUrl}/${segment(target.provider)}/${ownerSegment(target.owner)}/${segment(target.repo)}${branch}/graph/${file}${token}`;
}

/** `<api>/<provider>/<owner>/<repo>[/branch/<b>]/graph/<image>.svg[?token=…]`. */
export function imageUrl(target: BadgeTarget, image: BadgeImage): string {
  return graphUrl(target, `${image}.svg`);
}

/** The bundle size badge: `…/graph/bundle/<bundle>/badge.svg[?token=…]`, the bundle name as one segment. */
export function bundleBadgeUrl(target: BadgeTarget, bundle: string): string {
  return graphUrl(target, `bundle/${encodeURIComponent(bundle)}/badge.svg`);
}

export type SnippetFormat = 'Markdown' | 'HTML' | 'RST';
export const SNIPPET_FORMATS: readonly SnippetFormat[] = ['Markdown', 'HTML', 'RST'];

/** The embed snippet of an image linking to the repository page, as Codecov writes them. */
export function snippet(format: SnippetFormat, url: string, link: string, alt: string): string {
  if (format === 'Markdown') return `[![${alt}](${url})](${link})`;
  if (format === 'HTML') return `<a href="${link}">\n  <img src="${url}" alt="${alt}"/>\n</a>`;
  return `.. image:: ${url}\n   :target: ${link}\n   :alt: ${alt}`;
}
