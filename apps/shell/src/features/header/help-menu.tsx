import { useEffect, useRef, useState } from 'react';
import { ActionIcon, Menu } from '@mantine/core';
import { IconBook, IconBrandGithub, IconHelp, IconLifebuoy, IconMessage } from '@tabler/icons-react';
import { useConfigEnv } from '@canopy/auth';
import { staticLinks } from '../../links/links';
import { FeedbackDialog } from '../feedback/feedback-dialog';
import type { FeedbackDefaults } from '../feedback/feedback-wording';

/** Spec §9: the help menu closes this long after its trigger loses focus. */
export const HELP_BLUR_DELAY = 1000;

export type HelpMenuProps = FeedbackDefaults;

/**
 * Help menu: Developer docs, Support center, Share feedback (opens the feedback widget, prefilled with the
 * signed-in user's username and e-mail), Join GitHub discussions.
 */
export function HelpMenu({ username, email }: HelpMenuProps) {
  const links = staticLinks(useConfigEnv());
  const [opened, setOpened] = useState(false);
  const [feedbackOpened, setFeedbackOpened] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const cancelClose = () => clearTimeout(timer.current);
  useEffect(() => cancelClose, []);

  const link = (href: string) => ({ component: 'a' as const, href, target: '_blank', rel: 'noreferrer' });
  const items = [
    { label: 'Developer docs', props: link(links.docs), icon: IconBook },
    { label: 'Support center', props: link(links.support), icon: IconLifebuoy },
    { label: 'Share feedback', props: { onClick: () => setFeedbackOpened(true) }, icon: IconMessage },
    { label: 'Join GitHub discussions', props: link(links.githubDiscussions), icon: IconBrandGithub },
  ];

  return (
    <>
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
          {items.map(({ label, props, icon: Icon }) => (
            <Menu.Item key={label} {...props} leftSection={<Icon size={16} aria-hidden />}>
              {label}
            </Menu.Item>
          ))}
        </Menu.Dropdown>
      </Menu>
      <FeedbackDialog
        opened={feedbackOpened}
        onClose={() => setFeedbackOpened(false)}
        username={username}
        email={email}
      />
    </>
  );
}
