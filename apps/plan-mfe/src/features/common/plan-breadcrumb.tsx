import { Anchor, Box, Breadcrumbs, Text } from '@mantine/core';
import { Link } from 'react-router';

export interface PlanCrumb {
  label: string;
  /** Absent for the page itself (the last crumb). */
  to?: string;
}

/** The breadcrumb above each plan page: the plan, then the pages on the way to this one. */
export function PlanBreadcrumb({ crumbs }: { crumbs: PlanCrumb[] }) {
  return (
    <Box component="nav" aria-label="Plan breadcrumb">
      <Breadcrumbs separator="/">
        {crumbs.map((crumb) =>
          crumb.to ? (
            <Anchor key={crumb.label} component={Link} to={crumb.to} size="sm">
              {crumb.label}
            </Anchor>
          ) : (
            <Text key={crumb.label} size="sm" aria-current="page">
              {crumb.label}
            </Text>
          ),
        )}
      </Breadcrumbs>
    </Box>
  );
}
