/** Each host's list calls, in the shape and paging its REST documentation shows, built from the test's data. */
import type { DirectoryAnswer, DirectoryData, StandInPermission } from './host-directory-stand-in';

const RANK: Record<StandInPermission, number> = { read: 1, write: 2, admin: 3 };
const GITLAB_LEVEL: Record<StandInPermission, number> = { read: 20, write: 30, admin: 50 };
const BBS_PERMISSION: Record<string, number> = { REPO_READ: 1, REPO_WRITE: 2, REPO_ADMIN: 3 };
const avatar = (name: string) => `https://avatars.example/${encodeURIComponent(name)}.png`;

/** One page of `items`: `at` is its first index, given the page size the stand-in settled on. */
function page<T>(items: T[], at: (size: number) => number, asked: number, data: DirectoryData) {
  const size = Math.max(1, Math.min(asked || data.pageSize, data.pageSize));
  const from = at(size);
  return { values: items.slice(from, from + size), size, more: from + size < items.length };
}

/** GET /groups and /projects: offset pages with X-Next-Page and a Link header. */
export function gitlabList(
  data: DirectoryData,
  path: string,
  query: URLSearchParams,
  apiRoot: string,
): DirectoryAnswer | null {
  const { user } = data;
  let items: unknown[];
  if (path === '/groups') {
    const least = Number(query.get('min_access_level') ?? 0);
    items = data.orgs
      .filter((org) => (org.admin ? 50 : 30) >= least)
      .map((org) => ({
        id: org.id,
        name: org.name,
        path: org.path.split('/').pop(),
        full_path: org.path,
        full_name: org.name,
        avatar_url: avatar(org.path),
        visibility: 'private',
      }));
  } else if (path === '/projects') {
    items = data.repos.map((repo) => {
      const org = data.orgs.find((candidate) => candidate.path === repo.owner);
      const level = GITLAB_LEVEL[repo.permission];
      const access = repo.gitlab ?? (org ? { project: null, group: level } : { project: level, group: null });
      return {
        id: repo.id,
        name: repo.name,
        path: repo.name,
        path_with_namespace: `${repo.owner}/${repo.name}`,
        default_branch: repo.defaultBranch ?? null,
        visibility: repo.private ? (repo.gitlab?.visibility ?? 'private') : 'public',
        // A personal namespace has its own id, not its user's.
        namespace: org
          ? {
              id: org.id,
              name: org.name,
              path: org.path,
              kind: 'group',
              full_path: org.path,
              avatar_url: null,
            }
          : {
              id: 5000 + user.id,
              name: user.name,
              path: user.username,
              kind: 'user',
              full_path: user.username,
            },
        ...(org ? {} : { owner: { id: user.id, username: user.username, name: user.name } }),
        permissions: {
          project_access: access.project === null ? null : { access_level: access.project },
          group_access: access.group === null ? null : { access_level: access.group },
        },
      };
    });
  } else return null;
  const number = Math.max(1, Number(query.get('page') ?? 1));
  const { values, size, more } = page(
    items,
    (per) => (number - 1) * per,
    Number(query.get('per_page')),
    data,
  );
  const next = new URL(`${apiRoot}${path}?${query.toString()}`);
  next.searchParams.set('page', String(number + 1));
  return {
    status: 200,
    headers: {
      'x-page': String(number),
      'x-per-page': String(size),
      'x-next-page': more ? String(number + 1) : '',
      'x-prev-page': number > 1 ? String(number - 1) : '',
      'x-total': String(items.length),
      ...(more ? { link: `<${next.href}>; rel="next"` } : {}),
    },
    body: values,
  };
}

/** GET /user/permissions/workspaces and /repositories: pages with a `next` address. */
export function bitbucketList(data: DirectoryData, path: string, query: URLSearchParams, apiRoot: string) {
  const { user } = data;
  const own = {
    type: 'workspace',
    uuid: user.workspaceUuid ?? `{0000-${user.id}}`,
    slug: user.username,
    name: user.name,
  };
  const workspace = (slug: string) => {
    const org = data.orgs.find((candidate) => candidate.path === slug);
    if (!org) return { ...own, links: { avatar: { href: avatar(user.username) } } };
    return {
      type: 'workspace',
      uuid: `{ws-${org.id}}`,
      slug,
      name: org.name,
      links: { avatar: { href: avatar(slug) } },
    };
  };
  let items: unknown[];
  if (path === '/user/permissions/workspaces') {
    items = [{ permission: 'owner', workspace: workspace(user.username) }].concat(
      data.orgs.map((org) => ({
        permission: org.admin ? 'owner' : 'member',
        workspace: workspace(org.path),
      })),
    );
  } else if (path === '/user/permissions/repositories') {
    // Without `fields` asking for them, the permission list holds only a repository's name and links.
    const full = (query.get('fields') ?? '').includes('values.repository.is_private');
    items = data.repos.map((repo) => ({
      type: 'repository_permission',
      permission: repo.permission,
      repository: {
        type: 'repository',
        uuid: `{repo-${repo.id}}`,
        name: repo.name,
        full_name: `${repo.owner}/${repo.name}`,
        ...(full && {
          is_private: repo.private,
          mainbranch: repo.defaultBranch ? { type: 'branch', name: repo.defaultBranch } : null,
          language: repo.language ?? '',
          workspace: workspace(repo.owner),
        }),
      },
    }));
  } else return null;
  const number = Math.max(1, Number(query.get('page') ?? 1));
  const { values, size, more } = page(items, (per) => (number - 1) * per, Number(query.get('pagelen')), data);
  const next = new URL(`${apiRoot}${path}?${query.toString()}`);
  next.searchParams.set('page', String(number + 1));
  const body = { pagelen: size, page: number, size: items.length, values, ...(more && { next: next.href }) };
  return { status: 200, headers: {}, body };
}

/** GET /projects and /repos: pages from `start`, with `isLastPage` and `nextPageStart`. */
export function bitbucketServerList(data: DirectoryData, path: string, query: URLSearchParams) {
  const { user } = data;
  const project = (key: string) => {
    const org = data.orgs.find((candidate) => candidate.path === key);
    if (org) return { key, id: org.id, name: org.name, public: false, type: 'NORMAL' };
    const owner = {
      name: user.username,
      id: user.id,
      slug: user.username,
      displayName: user.name,
      type: 'NORMAL',
    };
    return {
      key: `~${user.username.toUpperCase()}`,
      id: 9000 + user.id,
      name: user.name,
      type: 'PERSONAL',
      owner,
    };
  };
  let items: unknown[];
  if (path === '/projects') {
    const admin = query.get('permission') === 'PROJECT_ADMIN';
    items = data.orgs.filter((org) => !admin || org.admin).map((org) => project(org.path));
  } else if (path === '/repos') {
    const least = BBS_PERMISSION[query.get('permission') ?? 'REPO_READ'] ?? 1;
    items = data.repos
      .filter((repo) => RANK[repo.permission] >= least)
      .map((repo) => ({
        slug: repo.name,
        id: repo.id,
        name: repo.name,
        scmId: 'git',
        state: 'AVAILABLE',
        public: !repo.private,
        project: project(repo.owner),
      }));
  } else return null;
  const start = Number(query.get('start') ?? 0);
  const { values, size, more } = page(items, () => start, Number(query.get('limit')), data);
  const body = {
    size: values.length,
    limit: size,
    start,
    isLastPage: !more,
    values,
    ...(more && { nextPageStart: start + size }),
  };
  return { status: 200, headers: {}, body };
}
