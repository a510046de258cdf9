import { Stack } from '@mantine/core';
import { NotAvailable, PageHeading } from '@canopy/ui-kit';

interface SectionProps {
  title: string;
  description: string;
  feature: string;
  what: string;
}

function AccountSection({ title, description, feature, what }: SectionProps) {
  return (
    <Stack gap="md">
      <PageHeading order={2} title={title} description={description} />
      <NotAvailable feature={feature}>{what}</NotAvailable>
    </Stack>
  );
}

export function AdminPage({ isPersonal }: { isPersonal: boolean }) {
  return isPersonal ? (
    <AccountSection
      title="Account details"
      description="Your name, e-mail address and support PIN."
      feature="Editing account details"
      what="Your profile form and support PIN will appear here."
    />
  ) : (
    <AccountSection
      title="Manage admins"
      description="Admins can manage members, plans, tokens and settings of this organization."
      feature="Managing admins"
      what="The organization's admins, and a search to add more, will appear here."
    />
  );
}
