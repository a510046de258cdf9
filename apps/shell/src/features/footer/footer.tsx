import { Anchor, Group, Text } from '@mantine/core';
import { Link } from 'react-router';
import { isSelfHosted, useConfigEnv } from '@canopy/auth';
import { CanopyLogo } from '@canopy/ui-kit';
import { staticLinks } from '../../links/links';

export interface FooterProps {
  /** Owner page the logo links to. @default '/' */
  ownerHref?: string;
  /** For tests. @default new Date() */
  now?: Date;
}

/** Footer: logo, '© {UTC year} Canopy', self-hosted version, and the legal (and pricing) links. */
export function Footer({ ownerHref = '/', now = new Date() }: FooterProps) {
  const config = useConfigEnv();
  const selfHosted = isSelfHosted(config);
  const links = staticLinks(config);
  const items = [
    ...(selfHosted ? [] : [{ label: 'Pricing', href: links.pricing }]),
    { label: 'Terms', href: links.termsOfService },
    { label: 'Privacy', href: links.privacy },
    { label: 'Security', href: links.security },
    { label: 'GDPR', href: links.gdpr },
  ];
  return (
    <Group component="footer" justify="space-between" px="md" py="lg" gap="md" data-footer>
      <Group gap="md">
        <Anchor
          component={Link}
          to={ownerHref}
          aria-label="Canopy home"
          c="inherit"
          style={{ display: 'flex' }}
        >
          <CanopyLogo title="" withWordmark={false} size={22} />
        </Anchor>
        <Text size="sm" c="dimmed">
          © {now.getUTCFullYear()} Canopy
        </Text>
        {selfHosted && (
          <Text size="sm" c="dimmed" data-version>
            Canopy self-hosted {config.CANOPY_VERSION ? `v${config.CANOPY_VERSION.replace(/^v/, '')}` : ''}
          </Text>
        )}
      </Group>
      <Group gap="md" component="nav" aria-label="Footer">
        {items.map((item) => (
          <Anchor key={item.label} href={item.href} size="sm" c="dimmed" target="_blank" rel="noreferrer">
            {item.label}
          </Anchor>
        ))}
      </Group>
    </Group>
  );
}
