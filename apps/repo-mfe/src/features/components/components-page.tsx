import { useMemo } from 'react';
import { Anchor, Text, VisuallyHidden } from '@mantine/core';
import { Link } from 'react-router';
import {
  useComponentMeasurements,
  useDeleteComponentMeasurements,
  useRepoComponentsSelector,
  type ComponentMeasurement,
  type ConfiguredComponent,
  type MeasurementWindow,
} from '@canopy/repo-data-access';
import { PageError } from '@canopy/auth';
import { CoverageBar, MultiSelect, Table, type TableColumn, type TableSort } from '@canopy/ui-kit/data-views';
import { repoPaths } from '@canopy/routes';
import { formatRelativeTime } from '../common/relative-time';
import { useUrlParams } from '../common/use-url-params';
import { coverageFiltersQuery } from '../coverage-filters/use-coverage-filters';
import { TrendCell } from '../measurements/measurement-analytics';
import { MeasurementsBranch, useMeasurementsBranch } from '../measurements/measurements-branch';
import { DeleteRowButton } from '../measurements/delete-row-button';
import { MeasurementsPage } from '../measurements/measurements-page';
import { useRepoFrame } from '../common/repo-frame-context';

const urlDefaults = { components: [] as readonly string[] };
// The name sort, in the URL like every choice; Z to A is the default and stays out of it.
const sortDefaults = { direction: 'DESC' };

function ComponentsShowBy({ value, onChange }: { value: string[]; onChange: (ids: string[]) => void }) {
  const { provider, owner, repo } = useRepoFrame();
  const query = useRepoComponentsSelector({ provider, owner, repo });
  const items = useMemo(() => query.data ?? [], [query.data]);
  // Ids in the URL that the yaml no longer names still show as selected, by their id.
  const selected = useMemo(
    () => value.map((id) => items.find((item) => item.id === id) ?? { id, name: id }),
    [items, value],
  );
  return (
    <MultiSelect<ConfiguredComponent>
      label="Show by"
      resourceName="component"
      items={items}
      value={selected}
      getKey={(component) => component.id}
      itemToString={(component) => component.name}
      onChange={(components) => onChange(components.map((component) => component.id))}
      searchable
      isLoading={query.isPending}
    />
  );
}

/** Admins' delete action of a row: drops the component's history; the yaml still names it. */
function DeleteComponentButton({ component }: { component: ComponentMeasurement }) {
  const { provider, owner, repo } = useRepoFrame();
  const remove = useDeleteComponentMeasurements();
  return (
    <DeleteRowButton
      label={`Remove ${component.name}`}
      title={`Remove ${component.name}`}
      confirmLabel="Remove"
      successMessage={`The history of ${component.name} was removed`}
      onConfirm={() => remove.mutateAsync({ provider, owner, repo, componentId: component.componentId })}
    >
      <Text size="sm">
        This will remove the historical data of the <strong>{component.name}</strong> component in the app,
        and it cannot be retrieved.
      </Text>
      <Text size="sm">
        Action required: you will also need to remove {component.name} from the component_management section
        of your yaml file, otherwise it will still appear in this table.
      </Text>
      <Text size="sm">It may take some time for the data to be removed.</Text>
    </DeleteRowButton>
  );
}

function ComponentsTable({
  branch,
  components,
  period,
}: {
  branch: string;
  components: string[];
  period: MeasurementWindow;
}) {
  const { provider, owner, repo, basePath, repository, isAdmin } = useRepoFrame();
  const [sortParams, updateSort] = useUrlParams(sortDefaults);
  const direction = sortParams.direction === 'ASC' ? 'ASC' : 'DESC';
  const query = useComponentMeasurements({
    provider,
    owner,
    repo,
    ...period,
    branch,
    components,
    orderingDirection: direction,
  });
  const overviewPath = branch === repository.defaultBranch ? basePath : repoPaths.tree(basePath, branch);

  const columns = useMemo<TableColumn<ComponentMeasurement>[]>(
    () => [
      {
        id: 'name',
        header: 'Components',
        sortable: true,
        cell: (component) => (
          <Anchor
            component={Link}
            to={`${overviewPath}${coverageFiltersQuery({ flags: [], components: [component.componentId] })}`}
            size="sm"
            fw={600}
          >
            {component.name}
          </Anchor>
        ),
      },
      {
        id: 'coverage',
        header: 'Last aggregated coverage %',
        width: 260,
        cell: (component) => (
          <CoverageBar value={component.percentCovered} label={`Coverage of ${component.name}`} />
        ),
      },
      {
        id: 'trend',
        header: 'Historical Trend',
        width: 240,
        cell: (component) => (
          <TrendCell
            measurements={component.measurements}
            change={component.percentChange}
            label={`Coverage trend of ${component.name}`}
          />
        ),
      },
      {
        id: 'lastUploaded',
        header: 'Last Uploaded',
        width: 150,
        cell: (component) => (
          <Text
            size="sm"
            c={component.lastUploaded ? undefined : 'dimmed'}
            title={component.lastUploaded ?? undefined}
          >
            {formatRelativeTime(component.lastUploaded) ?? '-'}
          </Text>
        ),
      },
      ...(isAdmin
        ? [
            {
              id: 'delete',
              header: <VisuallyHidden>Remove</VisuallyHidden>,
              width: 64,
              align: 'right' as const,
              cell: (component: ComponentMeasurement) => <DeleteComponentButton component={component} />,
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
      caption="Components"
      columns={columns}
      data={query.data ?? []}
      getRowKey={(component) => component.componentId}
      sort={sort}
      onSortChange={(next) => updateSort({ direction: next.direction === 'asc' ? 'ASC' : 'DESC' })}
      isLoading={query.isPending}
      emptyMessage="No results found"
    />
  );
}

/** `components[/:branch]`: coverage of each component of a branch over a chosen period. */
export function ComponentsPage() {
  const { basePath } = useRepoFrame();
  const branch = useMeasurementsBranch();
  const [query, update] = useUrlParams(urlDefaults);
  return (
    <MeasurementsPage
      kind="components"
      align="flex-start"
      leading={<MeasurementsBranch branch={branch} pathOf={(next) => repoPaths.components(basePath, next)} />}
      showBy={<ComponentsShowBy value={query.components} onChange={(components) => update({ components })} />}
    >
      {(period) => <ComponentsTable branch={branch} components={query.components} period={period} />}
    </MeasurementsPage>
  );
}
