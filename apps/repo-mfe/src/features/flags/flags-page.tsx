import { useMemo, useState } from 'react';
import { ActionIcon, Anchor, Group, Text, Tooltip, VisuallyHidden } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import { Link } from 'react-router';
import {
  useDeleteFlag,
  useFlagMeasurements,
  useFlagsSelect,
  type FlagMeasurement,
  type MeasurementWindow,
} from '@canopy/repo-data-access';
import { PageError } from '@canopy/auth';
import { CoverageBar, MultiSelect, Table, type TableColumn, type TableSort } from '@canopy/ui-kit/data-views';
import { repoPaths } from '@canopy/routes';
import { coverageFiltersQuery } from '../coverage-filters/use-coverage-filters';
import { useUrlParams } from '../common/use-url-params';
import { useRepoFrame } from '../common/repo-frame-context';
import { DeleteRowButton } from '../measurements/delete-row-button';
import { TrendCell } from '../measurements/measurement-analytics';
import { MeasurementsBranch, useMeasurementsBranch } from '../measurements/measurements-branch';
import { MeasurementsPage } from '../measurements/measurements-page';

const urlDefaults = { flags: [] as readonly string[] };
// The name sort, in the URL like every choice; A to Z is the default and stays out of it.
const sortDefaults = { direction: 'ASC' };

const AVERAGE_HELP =
  'The average coverage of the flag over the selected historical trend period. ' +
  'The current coverage of a flag is on the Coverage tab, filtered by that flag.';

function FlagsShowBy({ value, onChange }: { value: string[]; onChange: (flags: string[]) => void }) {
  const { provider, owner, repo } = useRepoFrame();
  const [term, setTerm] = useState('');
  const query = useFlagsSelect({ provider, owner, repo, term });
  const items = useMemo(() => query.data?.pages.flatMap((page) => page.flags) ?? [], [query.data]);
  return (
    <MultiSelect
      label="Show by"
      resourceName="flag"
      items={items}
      value={value}
      onChange={onChange}
      searchable
      onSearch={setTerm}
      isLoading={query.isPending}
      hasNextPage={query.hasNextPage}
      isFetchingNextPage={query.isFetchingNextPage}
      onLoadMore={() => void query.fetchNextPage()}
    />
  );
}

/** Admins' delete action of a row: the flag leaves the app's reports, not the uploads that send it. */
function DeleteFlagButton({ flagName }: { flagName: string }) {
  const { provider, owner, repo } = useRepoFrame();
  const deleteFlag = useDeleteFlag();
  return (
    <DeleteRowButton
      label={`Delete ${flagName}`}
      title="Delete Flag"
      confirmLabel="Delete"
      successMessage={`The ${flagName} flag was deleted`}
      onConfirm={() => deleteFlag.mutateAsync({ provider, owner, repo, flagName })}
    >
      <Text size="sm">
        This will remove the <strong>{flagName}</strong> flag from the reports in the app. You will also need
        to remove this flag from your CI and your codecov.yml to stop uploading it.
      </Text>
      <Text size="sm">This action cannot be undone.</Text>
    </DeleteRowButton>
  );
}

function FlagsTable({
  branch,
  flags,
  period,
}: {
  branch: string;
  flags: string[];
  period: MeasurementWindow;
}) {
  const { provider, owner, repo, basePath, repository, isAdmin } = useRepoFrame();
  const [sortParams, updateSort] = useUrlParams(sortDefaults);
  const direction = sortParams.direction === 'DESC' ? 'DESC' : 'ASC';
  const overviewPath = branch === repository.defaultBranch ? basePath : repoPaths.tree(basePath, branch);
  const query = useFlagMeasurements({
    provider,
    owner,
    repo,
    ...period,
    branch,
    flags,
    orderingDirection: direction,
  });
  const rows = useMemo(() => query.data?.pages.flatMap((page) => page.flags) ?? [], [query.data]);

  const columns = useMemo<TableColumn<FlagMeasurement>[]>(
    () => [
      {
        id: 'name',
        header: 'Flags',
        sortable: true,
        cell: (flag) => (
          <Anchor
            component={Link}
            to={`${overviewPath}${coverageFiltersQuery({ flags: [flag.name], components: [] })}`}
            size="sm"
            fw={600}
          >
            {flag.name}
          </Anchor>
        ),
      },
      {
        id: 'average',
        header: (
          <Group gap={4} wrap="nowrap">
            Average coverage %
            <Tooltip label={AVERAGE_HELP} multiline w={280} withArrow>
              <ActionIcon variant="subtle" color="gray" size="sm" aria-label="About average coverage">
                <IconInfoCircle size={14} aria-hidden />
              </ActionIcon>
            </Tooltip>
          </Group>
        ),
        width: 260,
        cell: (flag) => (
          <CoverageBar value={flag.averageCoverage} label={`Average coverage of ${flag.name}`} />
        ),
      },
      {
        id: 'trend',
        header: 'Trend',
        width: 240,
        cell: (flag) => (
          <TrendCell
            measurements={flag.measurements}
            change={flag.percentChange}
            label={`Coverage trend of ${flag.name}`}
          />
        ),
      },
      ...(isAdmin
        ? [
            {
              id: 'delete',
              header: <VisuallyHidden>Delete</VisuallyHidden>,
              width: 64,
              align: 'right' as const,
              cell: (flag: FlagMeasurement) => <DeleteFlagButton flagName={flag.name} />,
            },
          ]
        : []),
    ],
    [overviewPath, isAdmin],
  );

  if (query.isError) return <PageError error={query.error} />;
  const sort: TableSort = { id: 'name', direction: direction === 'ASC' ? 'asc' : 'desc' };
  return (
    <Table
      caption="Flags"
      columns={columns}
      data={rows}
      getRowKey={(flag) => flag.name}
      sort={sort}
      onSortChange={(next) => updateSort({ direction: next.direction === 'asc' ? 'ASC' : 'DESC' })}
      isLoading={query.isPending}
      emptyMessage="No results found"
      hasNextPage={query.hasNextPage}
      isFetchingNextPage={query.isFetchingNextPage}
      onLoadMore={() => void query.fetchNextPage()}
    />
  );
}

/** `flags[/:branch]`: coverage of each flag over a chosen period, once flag measurements are on. */
export function FlagsPage() {
  const { basePath } = useRepoFrame();
  const branch = useMeasurementsBranch();
  const [params, update] = useUrlParams(urlDefaults);
  return (
    <MeasurementsPage
      kind="flags"
      align="flex-start"
      leading={<MeasurementsBranch branch={branch} pathOf={(next) => repoPaths.flags(basePath, next)} />}
      showBy={<FlagsShowBy value={params.flags} onChange={(flags) => update({ flags })} />}
    >
      {(period) => <FlagsTable branch={branch} flags={params.flags} period={period} />}
    </MeasurementsPage>
  );
}
