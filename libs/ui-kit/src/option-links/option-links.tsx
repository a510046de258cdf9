import { useId, type Ref } from 'react';
import { Box, Button, Group, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';

export interface OptionLink {
  /** Compared with `active`. */
  id: string;
  label: string;
  /** Where the option goes (a router path). */
  to: string;
}

export interface OptionLinksProps {
  /** Forwarded to the root element. */
  ref?: Ref<HTMLDivElement>;
  /** The question above the options, which also names them, e.g. 'Select your bundler'. */
  label: string;
  options: readonly OptionLink[];
  /** id of the chosen option. */
  active: string;
}

/** A choice whose options are addresses (onboarding set-up options): the chosen one is filled and current. */
export function OptionLinks({ ref, label, options, active }: OptionLinksProps) {
  const labelId = useId();
  return (
    <Stack ref={ref} gap={6}>
      <Text id={labelId} fw={600} size="sm">
        {label}
      </Text>
      <Box component="nav" aria-labelledby={labelId}>
        <Group gap="xs" wrap="wrap">
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
                data-active={current || undefined}
              >
                {option.label}
              </Button>
            );
          })}
        </Group>
      </Box>
    </Stack>
  );
}
