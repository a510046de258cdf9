import { Stack } from '@mantine/core';
import { NotAvailable, PageHeading } from '@canopy/ui-kit';

/** `/admin/:provider/access`: the installation's administrators. */
export function AdminAccessPage() {
  return (
    <Stack gap="md" data-page="admin-access">
      <PageHeading
        title="Administrator Access"
        description={
          <>
            Admins manage the members and settings of this installation. They are set in the
            installation&apos;s configuration file, under <code>setup.admins</code>, and cannot be edited
            here.
          </>
        }
      />
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
      <PageHeading
        title="Account Members"
        description="All members under the organization plan and related management"
      />
      <NotAvailable feature="Member management">
        The seat summary, the member list with filters and the activation toggles will appear here.
      </NotAvailable>
    </Stack>
  );
}
