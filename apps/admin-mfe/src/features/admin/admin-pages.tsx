import { Stack, Text, Title } from '@mantine/core';
import { NotAvailable } from '../common/not-available';

/** `/admin/:provider/access`: the installation's administrators. */
export function AdminAccessPage() {
  return (
    <Stack gap="md" data-page="admin-access">
      <div>
        <Title order={1} size="h2">
          Administrator Access
        </Title>
        <Text c="dimmed" size="sm" mt={4}>
          Admins manage the members and settings of this installation. They are set in the installation&apos;s
          configuration file, under <code>setup.admins</code>, and cannot be edited here.
        </Text>
      </div>
      <NotAvailable feature="The administrator list">
        A table of administrators with their e-mail addresses will appear here.
      </NotAvailable>
    </Stack>
  );
}

/** `/admin/:provider/users`: every member of the installation and their seat. */
export function AdminUsersPage() {
  return (
    <Stack gap="md" data-page="admin-users">
      <div>
        <Title order={1} size="h2">
          Account Members
        </Title>
        <Text c="dimmed" size="sm" mt={4}>
          All members under the organization plan and related management
        </Text>
      </div>
      <NotAvailable feature="Member management">
        The seat summary, the member list with filters and the activation toggles will appear here.
      </NotAvailable>
    </Stack>
  );
}
