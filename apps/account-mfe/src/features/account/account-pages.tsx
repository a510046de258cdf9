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

export function ProfilePage() {
  return (
    <AccountSection
      title="Profile"
      description="Your name, e-mail address and activation on this installation."
      feature="The profile page"
      what="Your details and seat activation will appear here."
    />
  );
}

export function OktaAccessPage() {
  return (
    <AccountSection
      title="Okta access"
      description="Single sign-on with Okta for this organization."
      feature="The Okta set-up"
      what="The Okta sync and enforcement settings will appear here."
    />
  );
}

export function AccessPage() {
  return (
    <AccountSection
      title="Access"
      description="API tokens and login sessions of your account."
      feature="Token and session management"
      what="Your API tokens and login sessions will appear here."
    />
  );
}

export function YamlPage({ owner }: { owner: string }) {
  return (
    <AccountSection
      title="Global YAML"
      description={`All ${owner} repositories inherit this configuration; a codecov.yml in a repository extends and overrides it.`}
      feature="The YAML editor"
      what="The organization's YAML configuration will appear here."
    />
  );
}

export function OrgUploadTokenPage() {
  return (
    <AccountSection
      title="Global Upload Token"
      description="One token that uploads for every repository of the organization, and whether public repositories need a token."
      feature="Managing the global upload token"
      what="The global upload token and the token requirement will appear here."
    />
  );
}
