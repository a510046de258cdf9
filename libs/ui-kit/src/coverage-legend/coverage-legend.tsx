import type { Ref } from 'react';
import { Group, Text } from '@mantine/core';
import {
  type CoverageMark,
  coverageMarks,
  CoverageMarkIcon,
  markBackground,
  markBorder,
} from '../code-viewer/coverage-marks';

export interface CoverageLegendProps {
  ref?: Ref<HTMLDivElement>;
  /** Add the key of the hit-count numbers. @default true */
  showHitCount?: boolean;
}

const order: CoverageMark[] = ['H', 'P', 'M'];
const titles: Record<CoverageMark, string> = { H: 'Covered', P: 'Partial', M: 'Uncovered' };

/** The key of the coverage colours and symbols used by the code and diff viewers. */
export function CoverageLegend({ ref, showHitCount = true }: CoverageLegendProps) {
  return (
    <Group ref={ref} gap="md" role="list" aria-label="Coverage legend" data-coverage-legend>
      {order.map((mark) => (
        <Group key={mark} gap={6} role="listitem" wrap="nowrap" data-mark={mark}>
          <span
            aria-hidden
            style={{
              display: 'inline-flex',
              alignItems: 'center',
              justifyContent: 'center',
              width: 22,
              height: 18,
              boxSizing: 'border-box',
              background: markBackground(mark),
              ...markBorder(mark),
            }}
          >
            <CoverageMarkIcon mark={mark} size={12} />
          </span>
          <Text size="xs" title={coverageMarks[mark].label}>
            {titles[mark]}
          </Text>
        </Group>
      ))}
      {showHitCount && (
        <Group gap={6} role="listitem" wrap="nowrap" data-hit-count-key>
          <Text
            span
            size="xs"
            ff="monospace"
            px={6}
            bg="var(--mantine-color-default-hover)"
            style={{ borderRadius: 'var(--mantine-radius-xl)' }}
            aria-hidden
          >
            n
          </Text>
          <Text size="xs">Number of uploads that hit the line</Text>
        </Group>
      )}
    </Group>
  );
}
