import { Grid, NavLink, Stack } from '@mantine/core';
import { Link, Navigate, Route, Routes, useParams } from 'react-router';
import { useSelfHostedCurrentUser } from '@canopy/api-client';
import { FullPageLoader } from '@canopy/ui-kit';
import { ownerPaths } from '@canopy/routes';
import { AccessPage } from '../access/access-page';
import { UsersPage } from '../users/users-page';

const links = [
  { path: 'access', label: 'Access' },
  { path: 'users', label: 'Users' },
] as const;

/**
 * `/admin/:provider/*` (self-hosted): for installation admins only; everyone else goes to `/{provider}`.
 * Any path other than `access` and `users` goes to `access`.
 */
export function AdminRoutes() {
  const { provider = '', '*': rest = '' } = useParams();
  const userQuery = useSelfHostedCurrentUser(provider);
  const basePath = ownerPaths.admin(provider);

  if (userQuery.isPending) return <FullPageLoader fullPage={false} label="Loading" />;
  // A guest (401/403) or a failed lookup is not an admin.
  if (userQuery.isError || !userQuery.data.isAdmin)
    return <Navigate to={ownerPaths.provider(provider)} replace />;

  const current = rest.split('/')[0];
  return (
    <Grid gap="xl" data-page="admin">
      <Grid.Col span={{ base: 12, sm: 3 }}>
        <Stack gap={2} component="nav" aria-label="Administration">
          {links.map((link) => (
            <NavLink
              key={link.path}
              component={Link}
              to={`${basePath}/${link.path}`}
              label={link.label}
              active={current === link.path}
              aria-current={current === link.path ? 'page' : undefined}
            />
          ))}
        </Stack>
      </Grid.Col>
      <Grid.Col span={{ base: 12, sm: 9 }}>
        <Routes>
          <Route path="access" element={<AccessPage />} />
          <Route path="users" element={<UsersPage />} />
          <Route path="*" element={<Navigate to={`${basePath}/access`} replace />} />
        </Routes>
      </Grid.Col>
    </Grid>
  );
}
