import { NavLink, Stack } from '@mantine/core';
import { Link } from 'react-router';
import type { AccountPage } from './account-access';

export const accountPageLabels: Record<AccountPage, { hosted: string; selfHosted: string }> = {
  admin: { hosted: 'Admin', selfHosted: 'Admin' },
  profile: { hosted: 'Profile', selfHosted: 'Profile' },
  'okta-access': { hosted: 'Okta access', selfHosted: 'Okta access' },
  access: { hosted: 'Access', selfHosted: 'Access' },
  yaml: { hosted: 'Global YAML', selfHosted: 'YAML' },
  'org-upload-token': { hosted: 'Global Upload Token', selfHosted: 'Global Upload Token' },
};

/** Path of a page below `/account/:provider/:owner` ('' for the index). */
export function accountPagePath(page: AccountPage): string {
  return page === 'admin' || page === 'profile' ? '' : page;
}

export interface AccountSidebarProps {
  basePath: string;
  pages: readonly AccountPage[];
  /** Path below the base of the page on screen ('' for the index). */
  current: string;
  isSelfHosted: boolean;
}

export function AccountSidebar({ basePath, pages, current, isSelfHosted }: AccountSidebarProps) {
  const active = current.replace(/\/+$/, '');
  return (
    <Stack gap={2} component="nav" aria-label="Account settings">
      {pages.map((page) => {
        const path = accountPagePath(page);
        const isActive = path === active;
        return (
          <NavLink
            key={page}
            component={Link}
            to={path ? `${basePath}/${path}` : basePath}
            label={accountPageLabels[page][isSelfHosted ? 'selfHosted' : 'hosted']}
            active={isActive}
            aria-current={isActive ? 'page' : undefined}
          />
        );
      })}
    </Stack>
  );
}
