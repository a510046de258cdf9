import { NavLink, Stack } from '@mantine/core';
import { Link } from 'react-router';
import type { AccountPage } from './account-access';

/** One label per page in both editions, as each page's own heading names it. */
export const accountPageLabels: Record<AccountPage, string> = {
  admin: 'Admin',
  profile: 'Profile',
  'okta-access': 'Okta access',
  access: 'Access',
  yaml: 'Global YAML',
  'org-upload-token': 'Global Upload Token',
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
}

export function AccountSidebar({ basePath, pages, current }: AccountSidebarProps) {
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
            label={accountPageLabels[page]}
            active={isActive}
            aria-current={isActive ? 'page' : undefined}
          />
        );
      })}
    </Stack>
  );
}
