import { Anchor, Breadcrumbs, Text } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import { Link } from 'react-router';
import { appLinks } from '../../links/links';
import type { RepoRoute } from '../../app/route-context';

function pageCrumb(route: RepoRoute): string | null {
  switch (route.page) {
    case 'pull':
      return route.pullId ? `pulls / #${route.pullId}` : 'pulls';
    case 'commit':
      return route.commit ? `commits / ${route.commit.slice(0, 7)}` : 'commits';
    case 'overview':
    case 'other':
      return null;
    default:
      return route.branch ? `${route.page} / ${route.branch}` : route.page;
  }
}

/** owner / repo / page breadcrumbs of a repository route. */
export function RepoBreadcrumbs({ route, isPrivate = false }: { route: RepoRoute; isPrivate?: boolean }) {
  const crumb = pageCrumb(route);
  return (
    <nav aria-label="Breadcrumb" data-breadcrumbs>
      <Breadcrumbs separator="/" separatorMargin={6}>
        <Anchor component={Link} to={appLinks.owner(route.provider, route.owner)} size="sm" c="dimmed">
          {route.owner}
        </Anchor>
        <Anchor
          component={Link}
          to={appLinks.repo(route.provider, route.owner, route.repo)}
          size="sm"
          fw={600}
          c="inherit"
        >
          {isPrivate && <IconLock size={12} aria-label="private" style={{ marginRight: 4 }} />}
          {route.repo}
        </Anchor>
        {crumb && (
          <Text size="sm" c="dimmed" aria-current="page">
            {crumb}
          </Text>
        )}
      </Breadcrumbs>
    </nav>
  );
}
