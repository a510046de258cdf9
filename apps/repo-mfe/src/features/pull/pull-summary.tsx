import type { ReactNode } from 'react';
import { List, SimpleGrid, Skeleton, Stack, Text } from '@mantine/core';
import { IconAlertTriangle, IconInfoCircle } from '@tabler/icons-react';
import type { PullComparisonResult, PullHead } from '@canopy/repo-data-access';
import { CommitLink, ComparisonSummary } from '../comparison-summary/comparison-summary';
import { CompareWithCommit } from './compare-with-commit';
import { plural } from './pull-messages';

export const UPLOAD_ERROR_TEXT =
  'There is an error processing the coverage reports of HEAD. Common issues are file paths, empty files or expired reports; the commit page lists the upload errors.';

function Note({ kind, children, testId }: { kind: 'info' | 'warning'; children: ReactNode; testId: string }) {
  const Icon = kind === 'warning' ? IconAlertTriangle : IconInfoCircle;
  return (
    <List.Item
      data-testid={testId}
      icon={
        <Icon
          size={16}
          aria-hidden
          style={{
            color: kind === 'warning' ? 'var(--mantine-color-yellow-text)' : 'var(--mantine-color-blue-text)',
          }}
        />
      }
    >
      <Text size="sm" component="span">
        {children}
      </Text>
    </List.Item>
  );
}

export interface PullSummaryProps {
  pull: PullHead;
  /** Null while the comparison loads. */
  comparison: PullComparisonResult | null;
  /** The base the reader picked, or null. */
  base: string | null;
  onBaseChange: (base: string | null) => void;
}

/**
 * HEAD, Patch, Change and Source cards, then what the reader should know about the base: why it was chosen,
 * how far it is from the true base and behind the target branch, differing upload counts, a missing diff.
 */
export function PullSummary({ pull, comparison, base, onBaseChange }: PullSummaryProps) {
  const compared = comparison?.kind === 'comparison' ? comparison : null;
  const headSha = compared?.headCommit ?? pull.head?.commitid ?? null;
  const baseSha = compared?.baseCommit ?? null;
  const uploadErrored = pull.head?.coverageStatus === 'ERROR';
  const commitLink = (sha: string, label: string) => <CommitLink sha={sha} label={label} />;

  if (!comparison) {
    return (
      <SimpleGrid
        cols={{ base: 1, xs: 2, md: 4 }}
        spacing="sm"
        role="status"
        aria-busy="true"
        aria-label="Loading the comparison"
      >
        <Skeleton height={76} />
        <Skeleton height={76} />
        <Skeleton height={76} />
        <Skeleton height={76} />
      </SimpleGrid>
    );
  }

  const notes: ReactNode[] = [];
  if (compared) {
    if (compared.state === 'pending') {
      notes.push(
        <Note key="pending" kind="info" testId="note-pending">
          Coverage data is not final yet: some uploads of HEAD or BASE are still processing. This page updates
          by itself.
        </Note>,
      );
    }
    if (compared.baseExplanation && (compared.isPseudoBase || base)) {
      notes.push(
        <Note key="explanation" kind="info" testId="note-base-explanation">
          {compared.baseExplanation}
        </Note>,
      );
    }
    if (compared.isPseudoBase && compared.trueBaseCommit) {
      notes.push(
        <Note key="distance" kind="info" testId="note-base-distance">
          The true base {commitLink(compared.trueBaseCommit, 'True base')} has no coverage report
          {compared.baseDistance != null && compared.baseDistance > 0
            ? `; BASE is ${plural(compared.baseDistance, 'commit')} away from it.`
            : '.'}
        </Note>,
      );
    }
    if (!base && pull.behindBy != null && pull.behindBy > 0) {
      notes.push(
        <Note key="behind" kind="info" testId="note-behind-by">
          BASE commit is {plural(pull.behindBy, 'commit')} behind HEAD on{' '}
          {pull.baseBranch ?? 'the target branch'}
          {pull.behindByCommit ? <> ({commitLink(pull.behindByCommit, 'Branch head')})</> : null}.
        </Note>,
      );
    }
    if (compared.hasDifferentNumberOfUploads) {
      notes.push(
        <Note key="uploads" kind="warning" testId="note-upload-counts">
          Commits have different number of coverage report uploads: HEAD has{' '}
          {plural(compared.headUploadCount, 'upload')}, BASE has {plural(compared.baseUploadCount, 'upload')}.
          A missing or extra upload can explain a change in coverage.
        </Note>,
      );
    }
    if (compared.diffSource === 'NONE') {
      notes.push(
        <Note key="no-diff" kind="warning" testId="note-no-diff">
          {compared.diffMessage ??
            'No diff between BASE and HEAD is available, so there is no patch coverage and only coverage changes are listed.'}
        </Note>,
      );
    }
  }

  return (
    <Stack gap="sm">
      <ComparisonSummary
        name="pull"
        headCoverage={compared?.headTotals?.percentCovered}
        headSha={headSha}
        patchCoverage={compared?.patchTotals?.percentCovered}
        change={compared?.change}
        uploadError={uploadErrored ? UPLOAD_ERROR_TEXT : null}
        source={
          headSha && baseSha ? (
            <Text size="sm" data-testid="source-text">
              Coverage data is based on HEAD {commitLink(headSha, 'HEAD')} compared to BASE{' '}
              {commitLink(baseSha, 'BASE')}
              {base ? ', a base you picked' : ''}.
            </Text>
          ) : (
            <Text size="sm" c="dimmed">
              There is no base to compare this pull request with yet.
            </Text>
          )
        }
        sourceActions={<CompareWithCommit baseBranch={pull.baseBranch} base={base} onChange={onBaseChange} />}
      />
      {notes.length > 0 && (
        <List spacing={4} center size="sm" data-testid="pull-notes" aria-label="About this comparison">
          {notes}
        </List>
      )}
    </Stack>
  );
}
