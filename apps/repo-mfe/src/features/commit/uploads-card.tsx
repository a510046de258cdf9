import { useMemo, useState } from 'react';
import {
  Anchor,
  Badge,
  Button,
  Checkbox,
  Chip,
  Group,
  Paper,
  Skeleton,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { IconAlertTriangle, IconDownload, IconExternalLink, IconSearch } from '@tabler/icons-react';
import { useCommitUploads, type CommitArgs, type Upload } from '@canopy/repo-data-access';
import { formatRelativeTime } from '../common/relative-time';
import {
  collapsedUploadErrors,
  FLAG_ERROR_TEXT,
  groupByProvider,
  hasFlagError,
  hasUploadError,
  matchesUploadFilters,
  matchesUploadSearch,
  type UploadFilters,
  uploadsOverview,
  uploadStatus,
  type UploadStatus,
} from './upload-summary';

const statusColors: Record<UploadStatus, string> = {
  successful: 'green',
  errored: 'red',
  'carried forward': 'gray',
  started: 'blue',
  pending: 'yellow',
};

const noFilters: UploadFilters = { flagErrors: false, uploadErrors: false };

const plural = (count: number, noun: string) =>
  `${count.toLocaleString('en-US')} ${noun}${count === 1 ? '' : 's'}`;

function uploadLabel(upload: Upload): string {
  return (
    upload.name ||
    upload.buildCode ||
    upload.jobCode ||
    (upload.id != null ? `Upload ${upload.id}` : 'Upload')
  );
}

interface UploadItemProps {
  upload: Upload;
  /** Its hits are left out of the diff views. */
  ignored: boolean;
  onToggle: (id: number) => void;
}

function UploadItem({ upload, ignored, onToggle }: UploadItemProps) {
  const status = uploadStatus(upload);
  const label = uploadLabel(upload);
  const errors = collapsedUploadErrors(upload.errors);
  if (upload.state === 'ERROR' && errors.length === 0) errors.push({ text: 'Unknown error', count: 1 });
  if (hasFlagError(upload)) errors.push({ text: FLAG_ERROR_TEXT, count: 1 });
  return (
    <Stack
      component="li"
      gap={4}
      py="xs"
      data-testid="upload"
      data-status={status}
      style={{ listStyle: 'none' }}
    >
      <Group justify="space-between" gap="xs" wrap="nowrap" align="flex-start">
        <Group gap="xs" wrap="nowrap" align="flex-start" miw={0}>
          {upload.id != null && (
            <Checkbox
              size="xs"
              mt={3}
              checked={!ignored}
              onChange={() => onToggle(upload.id!)}
              aria-label={`Count the hits of ${label} in the changed lines`}
            />
          )}
          <Stack gap={2} miw={0}>
            {upload.ciUrl ? (
              <Anchor href={upload.ciUrl} target="_blank" rel="noreferrer" size="sm" fw={600}>
                {label} <IconExternalLink size={12} aria-hidden />
              </Anchor>
            ) : (
              <Text size="sm" fw={600}>
                {label}
              </Text>
            )}
            <Text size="xs" c="dimmed">
              <time dateTime={upload.createdAt} title={upload.createdAt}>
                {formatRelativeTime(upload.createdAt) ?? upload.createdAt}
              </time>
            </Text>
          </Stack>
        </Group>
        {/* The name wraps instead: a cut status ("CARRIED FO…") says nothing. */}
        <Group gap="xs" wrap="nowrap" style={{ flexShrink: 0 }}>
          <Badge size="sm" variant="light" color={statusColors[status]}>
            {status}
          </Badge>
          <Anchor
            href={upload.downloadUrl}
            size="xs"
            aria-label={`Download the report of ${label}`}
            style={{ display: 'inline-flex', alignItems: 'center', gap: 2 }}
          >
            <IconDownload size={14} aria-hidden />
            Download
          </Anchor>
        </Group>
      </Group>
      {upload.flags.length > 0 && (
        <Group gap={4} role="group" aria-label="Flags">
          {upload.flags.map((flag) => (
            <Badge key={flag} size="xs" variant="outline" color="gray" style={{ textTransform: 'none' }}>
              {flag}
            </Badge>
          ))}
        </Group>
      )}
      {upload.uploadType === 'CARRIEDFORWARD' && (
        <Text size="xs" c="dimmed" data-testid="carried-forward">
          {/* The server's message already starts with "carried forward from …". */}
          {upload.carriedForwardMessage || 'carried forward'}
        </Text>
      )}
      {upload.unmatchedCount > 0 && (
        <Text size="xs" c="dimmed" title={upload.unmatchedPaths.join('\n')}>
          {upload.unmatchedCount.toLocaleString('en-US')} {upload.unmatchedCount === 1 ? 'path' : 'paths'} of
          this report matched no file of the repository
        </Text>
      )}
      {errors.map(({ text, count }) => (
        <Group key={text} gap={4} wrap="nowrap" align="flex-start" data-testid="upload-error">
          <IconAlertTriangle
            size={14}
            aria-hidden
            color="var(--mantine-color-red-text)"
            style={{ flexShrink: 0 }}
          />
          <Text size="xs" c="red">
            {text}
            {count > 1 ? ` (${count})` : ''}
          </Text>
        </Group>
      ))}
    </Stack>
  );
}

/** A provider's name with a tri-state checkbox over its uploads' hits. */
function GroupHeader({
  provider,
  group,
  ignoredIds,
  onChange,
}: {
  provider: string;
  group: readonly Upload[];
  ignoredIds: ReadonlySet<number>;
  onChange: (include: boolean) => void;
}) {
  const ids = group.flatMap((upload) => (upload.id == null ? [] : [upload.id]));
  const included = ids.filter((id) => !ignoredIds.has(id)).length;
  return (
    <Group
      gap="xs"
      py={4}
      wrap="nowrap"
      style={{ borderBottom: '1px solid var(--mantine-color-default-border)' }}
    >
      {ids.length > 0 && (
        <Checkbox
          size="xs"
          checked={included === ids.length}
          indeterminate={included > 0 && included < ids.length}
          onChange={() => onChange(included < ids.length)}
          aria-label={`Count the hits of every upload of ${provider}`}
        />
      )}
      <Text size="xs" fw={700} c="dimmed" tt="uppercase">
        {provider}
      </Text>
    </Group>
  );
}

export interface UploadsCardProps {
  commit: CommitArgs;
  /** Upload ids whose hits the diff views leave out. */
  ignoredIds: ReadonlySet<number>;
  onIgnoredIdsChange: (ids: ReadonlySet<number>) => void;
  /** The commit's YAML has errors: the link carries a warning icon. */
  invalidYaml: boolean;
  onViewYaml: () => void;
}

/** "Coverage reports history": the commit's uploads by CI provider, with their state, flags and errors. */
export function UploadsCard({
  commit,
  ignoredIds,
  onIgnoredIdsChange,
  invalidYaml,
  onViewYaml,
}: UploadsCardProps) {
  const query = useCommitUploads(commit);
  const [term, setTerm] = useState('');
  const [filters, setFilters] = useState<UploadFilters>(noFilters);
  const uploads = useMemo(() => query.data ?? [], [query.data]);
  const errorCount = uploads.filter(hasUploadError).length;
  const flagErrorCount = uploads.filter(hasFlagError).length;
  const filtering = filters.flagErrors || filters.uploadErrors || term !== '';
  const toggle = (id: number) => {
    const next = new Set(ignoredIds);
    if (next.has(id)) next.delete(id);
    else next.add(id);
    onIgnoredIdsChange(next);
  };
  const setGroup = (group: readonly Upload[], include: boolean) => {
    const next = new Set(ignoredIds);
    for (const upload of group) {
      if (upload.id == null) continue;
      if (include) next.delete(upload.id);
      else next.add(upload.id);
    }
    onIgnoredIdsChange(next);
  };
  const shown = uploads.filter(
    (upload) => matchesUploadSearch(upload, term) && matchesUploadFilters(upload, filters),
  );

  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby="uploads-card-title">
      <Stack gap="sm">
        <Group justify="space-between" gap="xs">
          <Title order={2} fz="md" id="uploads-card-title">
            Coverage reports history
          </Title>
          <Button
            variant="subtle"
            size="compact-sm"
            onClick={onViewYaml}
            leftSection={invalidYaml ? <IconAlertTriangle size={14} aria-hidden /> : undefined}
            color={invalidYaml ? 'yellow' : undefined}
          >
            view YAML file
          </Button>
        </Group>
        {query.isPending ? (
          <Stack gap="xs" aria-label="Loading uploads">
            <Skeleton height={16} />
            <Skeleton height={48} />
            <Skeleton height={48} />
          </Stack>
        ) : query.isError ? (
          <Text size="sm" c="red" role="alert">
            The uploads of this commit could not be loaded. Please try again.
          </Text>
        ) : uploads.length === 0 ? (
          <Text size="sm" c="dimmed">
            Currently no uploads
          </Text>
        ) : (
          <>
            <Text size="sm" data-testid="uploads-overview">
              {uploadsOverview(uploads)}
            </Text>
            {(errorCount > 0 || flagErrorCount > 0 || filtering) && (
              <Group gap="xs" role="group" aria-label="Upload filters">
                {flagErrorCount > 0 && (
                  <Chip
                    size="xs"
                    color="yellow"
                    variant="outline"
                    checked={filters.flagErrors}
                    onChange={(flagErrors) => setFilters((current) => ({ ...current, flagErrors }))}
                  >
                    {plural(flagErrorCount, 'flag error')} — {filters.flagErrors ? 'clear' : 'view'}
                  </Chip>
                )}
                {errorCount > 0 && (
                  <Chip
                    size="xs"
                    color="red"
                    variant="outline"
                    checked={filters.uploadErrors}
                    onChange={(uploadErrors) => setFilters((current) => ({ ...current, uploadErrors }))}
                  >
                    {plural(errorCount, 'upload error')} — {filters.uploadErrors ? 'clear' : 'view'}
                  </Chip>
                )}
                {filtering && (
                  <Button
                    variant="subtle"
                    size="compact-xs"
                    onClick={() => {
                      setFilters(noFilters);
                      setTerm('');
                    }}
                  >
                    clear all filters
                  </Button>
                )}
              </Group>
            )}
            <TextInput
              type="search"
              size="xs"
              placeholder="Search by upload or flag name"
              aria-label="Search by upload or flag name"
              leftSection={<IconSearch size={14} aria-hidden />}
              value={term}
              onChange={(event) => setTerm(event.currentTarget.value)}
            />
            {shown.length === 0 ? (
              <Text size="sm" c="dimmed">
                No uploads match these filters
              </Text>
            ) : (
              groupByProvider(shown).map(([provider, group]) => (
                <Stack key={provider} gap={0} component="section" aria-label={provider}>
                  <GroupHeader
                    provider={provider}
                    group={group}
                    ignoredIds={ignoredIds}
                    onChange={(include) => setGroup(group, include)}
                  />
                  <Stack component="ul" gap={0} p={0} m={0}>
                    {group.map((upload, index) => (
                      <UploadItem
                        key={`${upload.id ?? 'pending'}-${index}`}
                        upload={upload}
                        ignored={upload.id != null && ignoredIds.has(upload.id)}
                        onToggle={toggle}
                      />
                    ))}
                  </Stack>
                </Stack>
              ))
            )}
          </>
        )}
      </Stack>
    </Paper>
  );
}
