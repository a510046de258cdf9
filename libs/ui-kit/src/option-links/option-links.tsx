import type { Ref } from 'react';
import { Group, Radio, SimpleGrid, Text } from '@mantine/core';
import { useNavigate } from 'react-router';

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

/**
 * A choice whose options are addresses (onboarding set-up options), shown as radio tiles: choosing one (click,
 * Space, or the arrow keys as in any radio group) opens its address, and the current one is checked.
 */
export function OptionLinks({ ref, label, options, active }: OptionLinksProps) {
  const navigate = useNavigate();
  return (
    <Radio.Group
      ref={ref}
      label={label}
      value={active}
      onChange={(id) => {
        const option = options.find((o) => o.id === id);
        if (option && option.id !== active) void navigate(option.to);
      }}
    >
      <SimpleGrid cols={{ base: 1, xs: 2, sm: Math.min(options.length, 4) }} spacing="sm" mt="xs">
        {options.map((option) => (
          <Radio.Card
            key={option.id}
            value={option.id}
            radius="md"
            p="md"
            data-option={option.id}
            data-active={option.id === active || undefined}
          >
            <Group wrap="nowrap" gap="sm">
              <Radio.Indicator />
              <Text fw={600} size="sm">
                {option.label}
              </Text>
            </Group>
          </Radio.Card>
        ))}
      </SimpleGrid>
    </Radio.Group>
  );
}
