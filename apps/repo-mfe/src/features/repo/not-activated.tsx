import { Anchor, EmptyState } from '@mantine/core';
import { IconUserCheck } from '@tabler/icons-react';
import { Link } from 'react-router';

export interface NotActivatedProps {
  provider: string;
  owner: string;
}

/** Spec §8: the viewer needs a seat in the org; the link goes to the members tab where seats are managed. */
export function NotActivated({ provider, owner }: NotActivatedProps) {
  const membersPath = `/members/${encodeURIComponent(provider)}/${encodeURIComponent(owner)}`;
  return (
    <EmptyState
      py="xl"
      icon={<IconUserCheck size={28} aria-hidden />}
      withIndicatorBackground
      title="Activation required"
      description={
        <>
          Activation is required to view this repo, please{' '}
          <Anchor component={Link} to={membersPath} inherit>
            click here
          </Anchor>{' '}
          to activate your account.
        </>
      }
      data-state="not-activated"
    />
  );
}
