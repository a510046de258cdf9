import { type ImpactedFileOrdering, impactedFileOrderings } from '@canopy/repo-data-access';
import { useUrlParams } from '../common/use-url-params';

export interface ImpactedFilesSort {
  parameter: ImpactedFileOrdering;
  direction: 'ASC' | 'DESC';
}

const defaults = { ordering: '', direction: '' };

/** The reference's defaults: a commit's files by HEAD coverage ascending, a pull's by missed lines descending. */
export function defaultImpactedFilesSort(kind: 'commit' | 'pull'): ImpactedFilesSort {
  return kind === 'commit'
    ? { parameter: 'HEAD_COVERAGE', direction: 'ASC' }
    : { parameter: 'MISSES_COUNT', direction: 'DESC' };
}

/**
 * The sort of the files-changed and indirect-changes tables in the URL (`ordering`, `direction`), so Back
 * restores it and a link shares it. The default sort is left out of the URL.
 */
export function useImpactedFilesSort(
  kind: 'commit' | 'pull',
): [ImpactedFilesSort, (sort: ImpactedFilesSort) => void] {
  const [values, update] = useUrlParams(defaults);
  const fallback = defaultImpactedFilesSort(kind);
  const parameter = impactedFileOrderings.find((value) => value === values.ordering) ?? fallback.parameter;
  const direction =
    values.direction === 'ASC' || values.direction === 'DESC' ? values.direction : fallback.direction;
  const setSort = (next: ImpactedFilesSort) => {
    const isDefault = next.parameter === fallback.parameter && next.direction === fallback.direction;
    update(isDefault ? defaults : { ordering: next.parameter, direction: next.direction });
  };
  return [{ parameter, direction }, setSort];
}
