import { screen } from '@testing-library/react';
import { expectConformance, renderWithTheme } from '../testing';
import { CoverageChart, NOT_ENOUGH_CHART_DATA } from './coverage-chart';
import { chartSeries, chartSummary, formatChartDate, formatChartPercent } from './coverage-chart-data';

const data = [
  { date: '2026-01-01T00:00:00Z', coverage: 80 },
  { date: '2026-01-02T00:00:00Z', coverage: null },
  { date: '2026-01-03T00:00:00Z', coverage: 82.966 },
];

describe('CoverageChart', () => {
  it('is conformant', async () => {
    await expectConformance((ref) => <CoverageChart ref={ref} data={data} label="Coverage" />, {
      refType: HTMLDivElement,
    });
  });

  it('names the chart with the first and last values and loads the chart lazily', async () => {
    const view = renderWithTheme(<CoverageChart data={data} label="Repository coverage" />);
    expect(
      screen.getByRole('img', {
        name: 'Repository coverage: 80.00% on Jan 1, 2026, 82.97% on Jan 3, 2026; lowest 80.00%, highest 82.97%',
      }),
    ).toHaveAttribute('data-state', 'ready');
    // jsdom has no layout, so recharts draws nothing, but the chart's container arrives.
    expect(
      await screen.findByText(
        (_, element) => element?.classList.contains('recharts-responsive-container') ?? false,
      ),
    ).toBeInTheDocument();
    expect(view.container.querySelector('[data-state="loading-chart"]')).not.toBeInTheDocument();
  });

  it('says when there are fewer than two measured points', () => {
    renderWithTheme(
      <CoverageChart
        data={[
          { date: '2026-01-01', coverage: null },
          { date: '2026-01-02', coverage: 50 },
        ]}
        label="Coverage"
      />,
    );
    expect(screen.getByText(NOT_ENOUGH_CHART_DATA)).toBeInTheDocument();
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
  });

  it('shows a skeleton while loading', () => {
    renderWithTheme(<CoverageChart data={[]} label="Coverage" isLoading />);
    expect(screen.getByRole('status', { name: 'Coverage: loading' })).toHaveAttribute('aria-busy', 'true');
    expect(screen.queryByText(NOT_ENOUGH_CHART_DATA)).not.toBeInTheDocument();
  });
});

describe('coverage chart data', () => {
  it('formats dates as MMM d, yyyy in UTC and percentages with two decimals', () => {
    expect(formatChartDate('2026-03-09T00:00:00+00:00')).toBe('Mar 9, 2026');
    expect(formatChartPercent(82.966)).toBe('82.97%');
    expect(formatChartPercent(null)).toBe('-');
  });

  it('drops leading gaps, keeps later ones for the line to connect, and sorts by date', () => {
    expect(
      chartSeries([
        { date: '2026-01-03', coverage: 3 },
        { date: '2026-01-01', coverage: null },
        { date: '2026-01-02', coverage: 2 },
        { date: '2026-01-04', coverage: null },
      ]),
    ).toEqual([
      { date: '2026-01-02', coverage: 2 },
      { date: '2026-01-03', coverage: 3 },
      { date: '2026-01-04', coverage: null },
    ]);
    expect(chartSummary('X', [])).toBe('X: not enough coverage data');
  });
});
