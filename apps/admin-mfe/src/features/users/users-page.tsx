import { useMemo } from 'react';
import { Stack, Text } from '@mantine/core';
import { useParams } from 'react-router';
import {
  type SelfHostedUser,
  useSelfHostedSettings,
  useSelfHostedUsers,
  useUpdateSelfHostedUser,
} from '@canopy/admin-data-access';
import { seatsFull as allSeatsTaken } from '@canopy/api-client';
import { PageError } from '@canopy/auth';
import { PageHeading } from '@canopy/ui-kit';
import {
  ActivationToggle,
  INSTALL_USER_STATUS_LABELS,
  MemberFilters,
  memberFiltersQuery,
  Table,
  type TableColumn,
  useMemberFilterParams,
} from '@canopy/ui-kit/data-views';
import { ActivationPanel } from './activation-panel';

/** The name, or the username when there is none (spec §2). */
export const displayName = (user: SelfHostedUser) => user.name || user.username || '';

/** `/admin/:provider/users`: the install's members, their seats and auto-activation. */
export function UsersPage() {
  const { provider } = useParams();
  const [params, update] = useMemberFilterParams();
  const filters = memberFiltersQuery(params);
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
          <ActivationToggle
            activated={user.activated}
            member={displayName(user)}
            disabled={seatsPending || (!user.activated && seatsFull) || changing === user.ownerid}
            onChange={(activated) => activation.mutate({ ownerid: user.ownerid, activated })}
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
      <MemberFilters value={params} onChange={update} statusLabels={INSTALL_USER_STATUS_LABELS} />
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
