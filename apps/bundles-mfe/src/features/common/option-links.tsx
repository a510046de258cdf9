import { Button, Group } from '@mantine/core';
import { Link } from 'react-router';

export interface OptionLink {
  id: string;
  label: string;
  to: string;
}

export interface OptionLinksProps {
  /** Accessible name of the group, e.g. 'Select your bundler'. */
  label: string;
  options: readonly OptionLink[];
  active: string;
}

/** A choice whose options are addresses (onboarding set-up options): the chosen one is filled. */
export function OptionLinks({ label, options, active }: OptionLinksProps) {
  return (
    <Group gap="xs" wrap="wrap" component="nav" aria-label={label}>
      {options.map((option) => {
        const current = option.id === active;
        return (
          <Button
            key={option.id}
            component={Link}
            to={option.to}
            variant={current ? 'filled' : 'default'}
            size="sm"
            aria-current={current ? 'page' : undefined}
          >
            {option.label}
          </Button>
        );
      })}
    </Group>
  );
}
