import type { ReactNode } from 'react';
import { Accordion, Stack, Text, Title } from '@mantine/core';
import type { BundleChangeSummary } from '@canopy/bundles-data-access';
import type { BundleSectionDisplay } from '@canopy/ui-kit';
import { type BundleSubject, bundleSummaryLine } from './bundle-section-messages';

/** The summary query as the frame needs it. */
export interface SummaryState {
  data: BundleChangeSummary | undefined;
  isError: boolean;
}

/** The one line about the total size change (a spinner while it loads). */
export function BundleSummaryText({ summary, subject }: { summary: SummaryState; subject: BundleSubject }) {
  if (summary.isError) return <>the bundle report could not be loaded ❌</>;
  if (!summary.data) return <>loading…</>;
  return <>{bundleSummaryLine(summary.data, subject)}</>;
}

export interface BundleSectionFrameProps {
  display: BundleSectionDisplay;
  subject: BundleSubject;
  summary: SummaryState;
  /** The tables and banners, rendered only while they are shown. */
  children: () => ReactNode;
}

/**
 * A bundle section as a collapsible "bundle" panel whose trigger says how the total size changes (beside the
 * page's "coverage" panel), or, alone on the page, under a "Bundle report" heading.
 */
export function BundleSectionFrame({ display, subject, summary, children }: BundleSectionFrameProps) {
  const line = <BundleSummaryText summary={summary} subject={subject} />;
  if (display.display === 'panel') {
    return (
      <Stack gap="sm" data-bundle-section={subject}>
        <div>
          <Title order={2} size="h4">
            Bundle report
          </Title>
          <Text size="sm" data-testid="bundle-summary">
            {line}
          </Text>
        </div>
        {children()}
      </Stack>
    );
  }
  return (
    <Accordion
      variant="contained"
      value={display.opened ? 'bundle' : null}
      onChange={(value) => display.onOpenedChange(value === 'bundle')}
      data-bundle-section={subject}
    >
      <Accordion.Item value="bundle">
        <Accordion.Control>
          <Text size="sm" span fw={600}>
            Bundle report:
          </Text>{' '}
          <Text size="sm" span data-testid="bundle-summary">
            {line}
          </Text>
        </Accordion.Control>
        <Accordion.Panel>
          <Stack gap="sm">{display.opened && children()}</Stack>
        </Accordion.Panel>
      </Accordion.Item>
    </Accordion>
  );
}
