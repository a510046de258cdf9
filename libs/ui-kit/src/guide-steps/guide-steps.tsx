import type { ReactNode } from 'react';
import { Box, Stack, Title } from '@mantine/core';

export interface GuideStep {
  title: string;
  body: ReactNode;
}

export interface GuideStepsProps {
  steps: readonly GuideStep[];
  /** Names the list, e.g. 'Vite set-up steps'. */
  label: string;
}

/** A set-up guide's numbered steps ("Step 1: …"), as an ordered list. */
export function GuideSteps({ steps, label }: GuideStepsProps) {
  return (
    <Stack component="ol" gap="xl" aria-label={label} p={0} m={0} style={{ listStyle: 'none' }}>
      {steps.map((step, index) => (
        <Box component="li" key={step.title}>
          <Stack gap="xs">
            <Title order={3} size="h5">
              Step {index + 1}: {step.title}
            </Title>
            {step.body}
          </Stack>
        </Box>
      ))}
    </Stack>
  );
}
