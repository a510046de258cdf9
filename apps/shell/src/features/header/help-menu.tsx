import { useEffect, useRef, useState } from 'react';
import { ActionIcon, Menu } from '@mantine/core';
import { IconBook, IconBrandGithub, IconHelp, IconLifebuoy, IconMessage } from '@tabler/icons-react';
import { useConfigEnv } from '@canopy/auth';
import { staticLinks } from '../../links/links';

/** Spec §9: the help menu closes this long after its trigger loses focus. */
export const HELP_BLUR_DELAY = 1000;

/** Help menu: Developer docs, Support center, Share feedback, Join GitHub discussions. */
export function HelpMenu() {
  const links = staticLinks(useConfigEnv());
  const [opened, setOpened] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const cancelClose = () => clearTimeout(timer.current);
  useEffect(() => cancelClose, []);

  const items = [
    { label: 'Developer docs', href: links.docs, icon: IconBook },
    { label: 'Support center', href: links.support, icon: IconLifebuoy },
    { label: 'Share feedback', href: links.feedback, icon: IconMessage },
    { label: 'Join GitHub discussions', href: links.githubDiscussions, icon: IconBrandGithub },
  ];

  return (
    <Menu opened={opened} onChange={setOpened} position="bottom-end" width={240} trapFocus={false}>
      <Menu.Target>
        <ActionIcon
          variant="subtle"
          color="gray"
          size="lg"
          aria-label="Help"
          data-open={opened || undefined}
          onBlur={() => {
            cancelClose();
            timer.current = setTimeout(() => setOpened(false), HELP_BLUR_DELAY);
          }}
          onFocus={cancelClose}
        >
          <IconHelp size={20} aria-hidden />
        </ActionIcon>
      </Menu.Target>
      <Menu.Dropdown onMouseEnter={cancelClose} onFocus={cancelClose}>
        {items.map(({ label, href, icon: Icon }) => (
          <Menu.Item
            key={label}
            component="a"
            href={href}
            target="_blank"
            rel="noreferrer"
            leftSection={<Icon size={16} aria-hidden />}
          >
            {label}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}
