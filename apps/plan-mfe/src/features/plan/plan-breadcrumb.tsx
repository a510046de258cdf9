import { Anchor, Box, Breadcrumbs, Text } from '@mantine/core';
import { Link } from 'react-router';

export interface Crumb {
  label: string;
  to?: string;
}

/** The plan pages' breadcrumb: linked crumbs up to the page itself. */
export function PlanBreadcrumb({ crumbs }: { crumbs: Crumb[] }) {
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
