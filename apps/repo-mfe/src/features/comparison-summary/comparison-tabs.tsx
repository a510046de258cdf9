import { Badge, Group } from '@mantine/core';
import { useParams } from 'react-router';
import { encodePath, joinPath } from '@canopy/routes';
import type { CoverageSource } from '../common/coverage-source';
import { FileExplorer } from '../file-explorer/file-explorer';
import { FileViewer } from '../file-viewer/file-viewer';

/** A tab's label with its count beside it (no badge while the count is unknown). */
export function TabLabel({ label, count }: { label: string; count?: number | null }) {
  return (
    <Group gap={6} wrap="nowrap" component="span">
      {label}
      {count != null && (
        <Badge size="sm" variant="light" color="gray" component="span">
          {count.toLocaleString('en-US')}
        </Badge>
      )}
    </Group>
  );
}

/** The File explorer tab (`tree/*` under `root`): folders and files link within the tab, `query` kept. */
export function ComparisonTree({
  source,
  root,
  query,
}: {
  source: CoverageSource;
  root: string;
  query: string;
}) {
  const path = (useParams()['*'] ?? '').replace(/\/+$/, '');
  return (
    <FileExplorer
      source={source}
      path={path}
      linkTo={(entry) =>
        `${joinPath(root, entry.kind === 'dir' ? 'tree' : 'blob', encodePath(entry.path))}${query}`
      }
    />
  );
}

/** A file of the File explorer tab (`blob/*`). */
export function ComparisonBlob({ source }: { source: CoverageSource }) {
  const path = useParams()['*'] ?? '';
  return <FileViewer source={source} path={path} />;
}
