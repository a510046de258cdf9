import { useMemo } from 'react';
import { Group, Stack, Switch, Text } from '@mantine/core';
import { useParams } from 'react-router';
import {
  type SelfHostedUser,
  useSelfHostedSettings,
  useSelfHostedUsers,
  useUpdateSelfHostedUser,
} from '@canopy/admin-data-access';
import { seatsFull as allSeatsTaken } from '@canopy/api-client';
import { PageError } from '@canopy/auth';
import { PageHeading, SearchField, Select } from '@canopy/ui-kit';
import { Table, type TableColumn } from '@canopy/ui-kit/data-views';
import { ActivationPanel } from './activation-panel';
import {
  activatedOf,
  filtersOf,
  isAdminOf,
  roleChoices,
  roleOf,
  statusChoices,
  statusOf,
  useUsersParams,
} from './users-params';

/** The name, or the username when there is none (spec §2). */
export const displayName = (user: SelfHostedUser) => user.name || user.username || '';

/** `/admin/:provider/users`: the install's members, their seats and auto-activation. */
export function UsersPage() {
  const { provider } = useParams();
  const [params, update] = useUsersParams();
  const filters = filtersOf(params);
  const query = useSelfHostedUsers(provider, filters);
  // The activation panel's query: the page and the panel read the same seat counts.
  const seats = useSelfHostedSettings(provider);
  // A failed change is thrown to the error boundary (spec §8).
  const activation = useUpdateSelfHostedUser(provider);
  const users = useMemo(() => query.data?.pages.flatMap((page) => page.results) ?? [], [query.data]);
  // The toggle of someone without a seat is off while every seat is taken (spec §4); every toggle waits for the
  // counts, so a refusal the page could have foreseen never reaches the error boundary.
  const seatsPending = seats.isPending;
  const seatsFull = !!seats.data && allSeatsTaken(seats.data);
  const changing = activation.isPending ? activation.variables?.ownerid : undefined;

  const columns = useMemo<TableColumn<SelfHostedUser>[]>(
    () => [
      {
        id: 'username',
        header: 'Username',
        cell: (user) => (
          <Text size="sm" fw={600}>
            {displayName(user)}
          </Text>
        ),
      },
      {
        id: 'type',
        header: 'Type',
        width: 120,
        cell: (user) => <Text size="sm">{user.isAdmin ? 'Admin' : 'Developer'}</Text>,
      },
      { id: 'email', header: 'Email', cell: (user) => <Text size="sm">{user.email ?? ''}</Text> },
      {
        id: 'activated',
        header: 'Activation Status',
        width: 180,
        cell: (user) => (
          <Switch
            label={user.activated ? 'Activated' : 'Non-Active'}
            checked={user.activated}
            disabled={seatsPending || (!user.activated && seatsFull) || changing === user.ownerid}
            onChange={() => activation.mutate({ ownerid: user.ownerid, activated: !user.activated })}
            data-ownerid={user.ownerid}
          />
        ),
      },
    ],
    [activation, changing, seatsFull, seatsPending],
  );

  return (
    <Stack gap="md" data-page="admin-users">
      <PageHeading
        title="Account Members"
        description="All members under the organization plan and related management"
      />
      <ActivationPanel provider={provider} />
      <Group gap="sm" wrap="wrap" align="flex-end">
        <Select
          label="Status"
          items={statusChoices}
          value={statusOf(params.activated)}
          onChange={(status) => update({ activated: activatedOf(status) })}
        />
        <Select
          label="Role"
          items={roleChoices}
          value={roleOf(params.isAdmin)}
          onChange={(role) => update({ isAdmin: isAdminOf(role) })}
        />
        <div style={{ minWidth: 240, flex: 1, maxWidth: 400 }}>
          <SearchField
            placeholder="Search"
            value={params.search}
            onChange={(search) => update({ search }, { replace: true })}
          />
        </div>
      </Group>
      {query.isError ? (
        <PageError error={query.error} />
      ) : (
        <Table
          caption="Members of this installation"
          columns={columns}
          data={users}
          getRowKey={(user) => String(user.ownerid)}
          getRowProps={(user) => ({ 'data-username': user.username ?? '' })}
          isLoading={query.isPending}
          emptyMessage="No members found"
          hasNextPage={query.hasNextPage}
          isFetchingNextPage={query.isFetchingNextPage}
          onLoadMore={() => void query.fetchNextPage()}
        />
      )}
    </Stack>
  );
}
