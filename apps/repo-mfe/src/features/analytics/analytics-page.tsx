import { useMemo, useState } from 'react';
import { Anchor, Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { Link, useParams } from 'react-router';
import { joinPath, ownerPaths } from '@canopy/routes';
import { useIsTeamPlan, useOwnerPageData, useRepositories } from '@canopy/api-client';
import {
  intervalForSpan,
  useReposCoverageMeasurements,
  type MeasurementInterval,
} from '@canopy/repo-data-access';
import { OwnerTabs, PageError } from '@canopy/auth';
import { FullPageLoader, PageHeading } from '@canopy/ui-kit';
import { CoverageChart, MultiSelect } from '@canopy/ui-kit/data-views';
import { useUrlParams } from '../common/use-url-params';
import { OwnerHeader } from '../owner-header/owner-header';
import { RepoList } from '../repo-list/repo-list';

const urlDefaults = { startDate: '', endDate: '', repositories: [] as readonly string[] };

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const DAY = 24 * 60 * 60 * 1000;

export interface ChartPeriod {
  interval: MeasurementInterval;
  after: string | null;
  before: string | null;
}

/** Months the chart covers when no start date is chosen. */
export const DEFAULT_SPAN_MONTHS = 6;

/**
 * The chart's bounds and interval from the date inputs (`YYYY-MM-DD`, UTC days, the end day included); the
 * interval follows the span (by day up to a month, by week up to six months, then by month). Without a start
 * the chart covers the six months before the end (or today) by week, so a young repository still gets a line.
 */
export function chartPeriod(startDate: string, endDate: string, now = Date.now()): ChartPeriod {
  let start = DATE.test(startDate) ? Date.parse(`${startDate}T00:00:00Z`) : Number.NaN;
  let end = DATE.test(endDate) ? Date.parse(`${endDate}T00:00:00Z`) + DAY : Number.NaN;
  if (!Number.isNaN(start) && !Number.isNaN(end) && start >= end) [start, end] = [end - DAY, start + DAY];
  const before = Number.isNaN(end) ? null : new Date(end).toISOString();
  if (Number.isNaN(start)) {
    // Whole UTC days, so the bounds (and the query key) stay the same across renders.
    const until = new Date(Number.isNaN(end) ? now + DAY : end);
    const after = Date.UTC(
      until.getUTCFullYear(),
      until.getUTCMonth() - DEFAULT_SPAN_MONTHS,
      until.getUTCDate(),
    );
    return { interval: 'INTERVAL_7_DAY', after: new Date(after).toISOString(), before };
  }
  const after = new Date(start).toISOString();
  return { interval: intervalForSpan(after, before ?? new Date(now)), after, before };
}

function RepositoriesSelect({
  provider,
  owner,
  value,
  onChange,
}: {
  provider: string;
  owner: string;
  value: string[];
  onChange: (names: string[]) => void;
}) {
  const [term, setTerm] = useState('');
  const teamPlan = useIsTeamPlan({ provider, owner });
  const query = useRepositories(
    {
      provider,
      owner,
      term,
      active: true,
      ordering: 'NAME',
      direction: 'ASC',
      publicOnly: teamPlan.data === true,
    },
    { enabled: !teamPlan.isPending },
  );
  const items = useMemo(
    () =>
      query.data?.pages.flatMap((page) =>
        page.repos.filter((repo) => !repo.isDemo).map((repo) => repo.name),
      ) ?? [],
    [query.data],
  );
  return (
    <MultiSelect
      label="Repositories"
      resourceName="repo"
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

function AnalyticsChart({
  provider,
  owner,
  period,
  repos,
}: {
  provider: string;
  owner: string;
  period: ChartPeriod;
  repos: string[];
}) {
  // The Team plan's analytics average its public repositories only (reference §8).
  const teamPlan = useIsTeamPlan({ provider, owner });
  const query = useReposCoverageMeasurements(
    { provider, owner, ...period, repos, publicOnly: teamPlan.data === true },
    { enabled: !teamPlan.isPending },
  );
  const data = useMemo(
    () => (query.data ?? []).map((point) => ({ date: point.timestamp, coverage: point.avg })),
    [query.data],
  );
  return (
    <Stack gap="xs" data-section="analytics-chart">
      <Text size="sm" c="dimmed">
        Data is average of selected repos
      </Text>
      {query.isError ? (
        <Text size="sm" c="dimmed" py="xl" ta="center" role="alert">
          The coverage chart failed to load.
        </Text>
      ) : (
        <CoverageChart
          data={data}
          label="Coverage of the selected repositories"
          height={300}
          isLoading={query.isPending}
        />
      )}
    </Stack>
  );
}

/** The Team plan's analytics leave private repositories out, and say so. */
function TeamPlanNote({ provider, owner }: { provider: string; owner: string }) {
  const isTeamPlan = useIsTeamPlan({ provider, owner }).data === true;
  if (!isTeamPlan) return null;
  return (
    <Text size="sm" c="dimmed" data-testid="team-plan-note">
      Public repos only.{' '}
      <Anchor component={Link} to={joinPath(ownerPaths.plan(provider, owner), 'upgrade')} size="sm">
        Upgrade to Pro
      </Anchor>{' '}
      to include private repos.
    </Text>
  );
}

/** `/analytics/:provider/:owner`: coverage over time of the owner's repositories, and those repositories. */
export function AnalyticsPage() {
  const { provider = '', owner = '' } = useParams();
  const pageData = useOwnerPageData({ provider, owner });
  const [params, update] = useUrlParams(urlDefaults);
  const period = useMemo(
    () => chartPeriod(params.startDate, params.endDate),
    [params.startDate, params.endDate],
  );

  if (pageData.isPending) return <FullPageLoader fullPage={false} label="Loading analytics" />;
  if (pageData.isError) return <PageError error={pageData.error} />;
  if (!pageData.data) return <PageError status={404} />;

  const data = pageData.data;
  const isMember = data.isCurrentUserPartOfOrg;
  const hasFilters = Boolean(params.startDate || params.endDate || params.repositories.length > 0);
  return (
    <Stack gap="lg" data-page="analytics">
      <OwnerHeader username={data.username ?? owner} avatarUrl={data.avatarUrl} isMember={isMember} />
      {isMember && <OwnerTabs provider={provider} owner={owner} active="analytics" />}
      <PageHeading order={2} title="Coverage analytics" />
      <Group align="flex-end" gap="md" wrap="wrap">
        <TextInput
          type="date"
          label="Start date"
          value={params.startDate}
          max={params.endDate || undefined}
          onChange={(event) => update({ startDate: event.currentTarget.value })}
        />
        <TextInput
          type="date"
          label="End date"
          value={params.endDate}
          min={params.startDate || undefined}
          onChange={(event) => update({ endDate: event.currentTarget.value })}
        />
        <RepositoriesSelect
          provider={provider}
          owner={owner}
          value={params.repositories}
          onChange={(repositories) => update({ repositories })}
        />
        <TeamPlanNote provider={provider} owner={owner} />
        <Button
          variant="subtle"
          disabled={!hasFilters}
          onClick={() => update({ startDate: '', endDate: '', repositories: [] })}
        >
          Clear filters
        </Button>
      </Group>
      <AnalyticsChart provider={provider} owner={owner} period={period} repos={params.repositories} />
      <RepoList provider={provider} owner={owner} isMember={isMember} repoNames={params.repositories} />
    </Stack>
  );
}
