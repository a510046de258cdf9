import { useMemo } from 'react';
import { Anchor, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import { useBranchNames } from '@canopy/api-client';
import { Select } from '@canopy/ui-kit';
import { ALL_BRANCHES, repoPaths } from '@canopy/routes';
import { useRepoFrame } from '../common/repo-frame-context';

/** The pseudo-branch of the commit list (spec §9); URL-encoded when it is part of a path. */
export { ALL_BRANCHES };

export interface BranchSelectorProps {
  /** The selected branch name, or ALL_BRANCHES. */
  value: string;
  onChange: (branch: string) => void;
  /** Offers 'All branches' first. @default false */
  includeAllBranches?: boolean;
  /** Visible label above the select. @default 'Branch Context' */
  label?: string;
}

/**
 * The branches of the repository of the frame: searched on the server, loaded 20 at a time as the list
 * scrolls, most recently updated first (the server keeps the default branch in the list).
 */
export function BranchSelector({
  value,
  onChange,
  includeAllBranches = false,
  label = 'Branch Context',
}: BranchSelectorProps) {
  const { provider, owner, repo } = useRepoFrame();
  const { searchValue, selectProps } = useBranchNames({ provider, owner, repo });

  const names = selectProps.items;
  const items = useMemo(() => {
    const matchesAll =
      includeAllBranches && ALL_BRANCHES.toLowerCase().includes(searchValue.trim().toLowerCase());
    return matchesAll ? [ALL_BRANCHES, ...names] : names;
  }, [names, includeAllBranches, searchValue]);

  return (
    <Select
      {...selectProps}
      label={label}
      items={items}
      value={value}
      onChange={onChange}
      searchable
      resourceName="branch"
      placeholder="Select a branch"
      renderSelected={(branch) => (
        <Text span size="sm" ff="monospace" truncate="end">
          {branch}
        </Text>
      )}
    />
  );
}

export interface BranchSourceProps {
  /** The commit the page's coverage comes from (the branch's head). */
  commitid: string | null | undefined;
  /** 'commit' when the page shows one commit rather than a branch head. @default 'latest commit' */
  label?: 'latest commit' | 'commit';
}

/** 'Source: latest commit abc1234', linking to the commit page; nothing while the head commit is unknown. */
export function BranchSource({ commitid, label = 'latest commit' }: BranchSourceProps) {
  const { basePath } = useRepoFrame();
  if (!commitid) return null;
  return (
    <Stack gap={0}>
      <Text size="xs" c="dimmed" data-testid="branch-source">
        Source: {label}{' '}
        <Anchor
          component={Link}
          to={repoPaths.commit(basePath, commitid)}
          ff="monospace"
          size="xs"
          aria-label={`${label} ${commitid.slice(0, 7)}`}
        >
          {commitid.slice(0, 7)}
        </Anchor>
      </Text>
    </Stack>
  );
}
