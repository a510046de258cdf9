import { useMemo } from 'react';
import { Group, Text } from '@mantine/core';
import type { OrgUser } from '@canopy/api-client';
import { Avatar } from '@canopy/ui-kit';
import { ActivationToggle, Table, type TableColumn, type TableSort } from '@canopy/ui-kit/data-views';

export interface MembersTableProps {
  members: readonly OrgUser[];
  isLoading: boolean;
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  onLoadMore: () => void;
  sort: TableSort;
  onSortChange: (sort: TableSort) => void;
  /** Whether this member's toggle may change now; `onToggle` absent makes every toggle read-only. */
  canToggle: (member: OrgUser) => boolean;
  onToggle?: (member: OrgUser, activated: boolean) => void;
}

/** The name, or the username when there is none (spec §2). */
export const displayName = (member: OrgUser) => member.name || member.username;

/** Username | Type | Email | Activation status; sortable except Type, more pages on scrolling. */
export function MembersTable({
  members,
  isLoading,
  hasNextPage,
  isFetchingNextPage,
  onLoadMore,
  sort,
  onSortChange,
  canToggle,
  onToggle,
}: MembersTableProps) {
  const columns = useMemo<TableColumn<OrgUser>[]>(
    () => [
      {
        id: 'name',
        header: 'Username',
        sortable: true,
        cell: (member) => (
          <Group gap="xs" wrap="nowrap">
            <Avatar username={member.username} size="sm" />
            <Text size="sm" fw={600}>
              {displayName(member)}
            </Text>
          </Group>
        ),
      },
      {
        id: 'type',
        header: 'Type',
        width: 120,
        cell: (member) => <Text size="sm">{member.isAdmin ? 'Admin' : 'Developer'}</Text>,
      },
      {
        id: 'email',
        header: 'Email',
        sortable: true,
        cell: (member) => <Text size="sm">{member.email ?? ''}</Text>,
      },
      {
        id: 'activated',
        header: 'Activation status',
        sortable: true,
        width: 180,
        cell: (member) => (
          <ActivationToggle
            activated={member.activated}
            member={member.username}
            disabled={!canToggle(member)}
            onChange={onToggle && ((activated) => onToggle(member, activated))}
          />
        ),
      },
    ],
    [canToggle, onToggle],
  );

  return (
    <Table
      caption="Members of the organization"
      columns={columns}
      data={members}
      getRowKey={(member) => String(member.ownerid)}
      getRowProps={(member) => ({ 'data-username': member.username })}
      sort={sort}
      onSortChange={onSortChange}
      isLoading={isLoading}
      emptyMessage="No members found"
      hasNextPage={hasNextPage}
      isFetchingNextPage={isFetchingNextPage}
      onLoadMore={onLoadMore}
    />
  );
}
