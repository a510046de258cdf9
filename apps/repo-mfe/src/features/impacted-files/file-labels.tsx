import { Badge } from '@mantine/core';
import type { ImpactedFileRow } from '@canopy/repo-data-access';

/** New, Renamed (with the old path as its title) or Deleted, as the row and its diff header show it. */
export function FileLabels({
  file,
}: {
  file: Pick<ImpactedFileRow, 'isNewFile' | 'isRenamedFile' | 'isDeletedFile' | 'previousPath'>;
}) {
  return (
    <>
      {file.isNewFile && (
        <Badge size="xs" variant="light" color="blue">
          New
        </Badge>
      )}
      {file.isRenamedFile && (
        <Badge
          size="xs"
          variant="light"
          color="grape"
          title={file.previousPath ? `Renamed from ${file.previousPath}` : undefined}
        >
          Renamed
        </Badge>
      )}
      {file.isDeletedFile && (
        <Badge size="xs" variant="light" color="gray">
          Deleted
        </Badge>
      )}
    </>
  );
}
