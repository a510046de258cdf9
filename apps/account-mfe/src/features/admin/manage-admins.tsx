import { useState } from 'react';
import { Alert, Button, Card, Stack, Text, VisuallyHidden } from '@mantine/core';
import { errorText, type OrgUser, useOrgUsers, useUpdateOrgUser } from '@canopy/api-client';
import { providerDisplayName } from '@canopy/auth';
import { notify, notifyNotice, PageHeading, Select } from '@canopy/ui-kit';
import { Table, type TableColumn } from '@canopy/ui-kit/data-views';
import { ADMIN_TEXTS } from './admin-texts';

export interface ManageAdminsProps {
  provider: string;
  owner: string;
}

/** The server's reason for a refused change (`{ detail }`), else a general one. */
const refusalText = (error: unknown) => errorText(error, ADMIN_TEXTS.changeFailed);

const failed = (error: unknown) => notifyNotice({ type: 'error', text: refusalText(error) });

const label = (user: OrgUser) => (user.name ? `${user.name} (${user.username})` : user.username);

/** "Search to add administrator": members who are not admins, searched on the server 500 ms after typing stops. */
function AddAdmin({ provider, owner }: ManageAdminsProps) {
  const [opened, setOpened] = useState(false);
  const [search, setSearch] = useState('');
  const candidates = useOrgUsers({ provider, owner, isAdmin: false, search }, { enabled: opened });
  const update = useUpdateOrgUser();
  const items = candidates.data?.pages.flatMap((page) => page.results) ?? [];

  const add = (user: OrgUser) =>
    update.mutate(
      { provider, owner, user: user.username, isAdmin: true },
      { onSuccess: () => notify({ text: ADMIN_TEXTS.added(user.username) }), onError: failed },
    );

  return (
    <Select<OrgUser>
      aria-label={ADMIN_TEXTS.searchToAdd}
      placeholder={ADMIN_TEXTS.searchToAdd}
      resourceName="member"
      searchable
      onSearch={setSearch}
      onOpenChange={setOpened}
      items={items}
      value={null}
      onChange={add}
      getKey={(user) => String(user.ownerid)}
      itemToString={label}
      isLoading={candidates.isLoading}
      hasNextPage={candidates.hasNextPage}
      isFetchingNextPage={candidates.isFetchingNextPage}
      onLoadMore={() => void candidates.fetchNextPage()}
      disabled={update.isPending}
    />
  );
}

/** The organisation's admins, loaded as the table scrolls, each with "Revoke". */
function AdminsTable({ provider, owner }: ManageAdminsProps) {
  const admins = useOrgUsers({ provider, owner, isAdmin: true, ordering: 'username' });
  const update = useUpdateOrgUser();
  const host = providerDisplayName(provider);
  const rows = admins.data?.pages.flatMap((page) => page.results) ?? [];

  const revoke = (user: OrgUser) =>
    update.mutate(
      { provider, owner, user: user.username, isAdmin: false },
      { onSuccess: () => notify({ text: ADMIN_TEXTS.revoked(user.username) }), onError: failed },
    );

  const columns: TableColumn<OrgUser>[] = [
    {
      id: 'username',
      header: 'Username',
      cell: (user) => (
        <Text size="sm" fw={500}>
          {user.username}
        </Text>
      ),
    },
    { id: 'email', header: 'Email', cell: (user) => user.email ?? '' },
    {
      id: 'revoke',
      header: <VisuallyHidden>Actions</VisuallyHidden>,
      align: 'right',
      cell: (user) => (
        <Button
          size="xs"
          variant="default"
          aria-label={`${ADMIN_TEXTS.revoke} ${user.username}`}
          loading={update.isPending && update.variables?.user === user.username}
          onClick={() => revoke(user)}
        >
          {ADMIN_TEXTS.revoke}
        </Button>
      ),
    },
  ];

  if (admins.isError)
    return (
      <Alert color="red" title="The admins could not be loaded">
        <Stack gap="xs" align="flex-start">
          <Text size="sm">{refusalText(admins.error)}</Text>
          <Button size="xs" variant="default" onClick={() => void admins.refetch()}>
            Try again
          </Button>
        </Stack>
      </Alert>
    );

  return (
    <Table<OrgUser>
      caption={ADMIN_TEXTS.adminsCaption}
      columns={columns}
      data={rows}
      getRowKey={(user) => String(user.ownerid)}
      isLoading={admins.isLoading}
      emptyMessage={ADMIN_TEXTS.noAdmins(host)}
      hasNextPage={admins.hasNextPage}
      isFetchingNextPage={admins.isFetchingNextPage}
      onLoadMore={() => void admins.fetchNextPage()}
    />
  );
}

/** "Manage admins": what admins may do, the search that adds one, and the admins with "Revoke". */
export function ManageAdmins({ provider, owner }: ManageAdminsProps) {
  const host = providerDisplayName(provider);
  return (
    <Card withBorder padding="lg" radius="md" component="section" aria-label={ADMIN_TEXTS.manageAdmins}>
      <Stack gap="md">
        <PageHeading order={2} title={ADMIN_TEXTS.manageAdmins} description={ADMIN_TEXTS.adminPowers} />
        <Text size="sm" c="dimmed">
          {ADMIN_TEXTS.hostAdminsNote(host)}
        </Text>
        <AddAdmin provider={provider} owner={owner} />
        <AdminsTable provider={provider} owner={owner} />
      </Stack>
    </Card>
  );
}
