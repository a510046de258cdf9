import { useMemo } from 'react';
import { Stack, Text } from '@mantine/core';
import { useParams } from 'react-router';
import { type SelfHostedUser, useSelfHostedAdmins } from '@canopy/admin-data-access';
import { PageError } from '@canopy/auth';
import { PageHeading } from '@canopy/ui-kit';
import { Table, type TableColumn } from '@canopy/ui-kit/data-views';

const columns: readonly TableColumn<SelfHostedUser>[] = [
  {
    id: 'admin',
    header: 'Admin',
    cell: (user) => (
      <Text size="sm" fw={600}>
        {user.name || user.username}
      </Text>
    ),
  },
  {
    id: 'email',
    header: 'Email',
    cell: (user) => <Text size="sm">{user.email ?? ''}</Text>,
  },
];

/** `/admin/:provider/access`: the installation's administrators, loaded page by page as the table scrolls. */
export function AccessPage() {
  const { provider } = useParams();
  const query = useSelfHostedAdmins(provider);
  const admins = useMemo(() => query.data?.pages.flatMap((page) => page.results) ?? [], [query.data]);

  return (
    <Stack gap="md" data-page="admin-access">
      <PageHeading
        title="Administrator Access"
        description={
          <>
            Admins manage the members and settings of this installation. They are set in the
            installation&apos;s configuration, the <code>CANOPY_ADMINS</code> setting (usernames separated by
            commas), and cannot be edited here.
          </>
        }
      />
      {query.isError ? (
        <PageError error={query.error} />
      ) : (
        <Table
          caption="Administrators of this installation"
          columns={columns}
          data={admins}
          getRowKey={(user) => String(user.ownerid)}
          isLoading={query.isPending}
          emptyMessage="No admins found"
          hasNextPage={query.hasNextPage}
          isFetchingNextPage={query.isFetchingNextPage}
          onLoadMore={() => void query.fetchNextPage()}
        />
      )}
    </Stack>
  );
}
