import { act, fireEvent, screen, within } from '@testing-library/react';
import { expectConformance, mockIntersectionObserver, renderWithTheme } from '../testing';
import { CoverageChart, NOT_ENOUGH_CHART_DATA } from './coverage-chart';
import { chartSeries, chartSummary, formatChartDate, formatChartPercent } from './coverage-chart-data';

const data = [
  { date: '2026-01-01T00:00:00Z', coverage: 80 },
  { date: '2026-01-02T00:00:00Z', coverage: null },
  { date: '2026-01-03T00:00:00Z', coverage: 82.966 },
];

async function waitForChart(container: HTMLElement): Promise<HTMLElement> {
  const root = within(container);
  await root.findByText('Coverage', { selector: 'ul p' });
  return container.querySelector('[data-chart="area"]')!;
}

const axisLabels = (chart: HTMLElement, axis: 'x' | 'y') =>
  Array.from(chart.querySelectorAll(`[data-axis="${axis}"] text`), (text) => text.textContent);

const tooltipText = (container: HTMLElement) =>
  container.querySelector('[data-chart-tooltip]')?.textContent ?? null;

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
    const chart = await waitForChart(view.container);
    expect(view.container.querySelector('[data-state="loading-chart"]')).not.toBeInTheDocument();
    // The percent axis, the dates of the time axis and one line through the two measured points (the gap bridged).
    expect(axisLabels(chart, 'y')).toEqual(['0%', '25%', '50%', '75%', '100%']);
    expect(axisLabels(chart, 'x')).toEqual(['Jan 1, 2026', 'Jan 2, 2026', 'Jan 3, 2026']);
    expect(chart.querySelectorAll('[data-series="coverage"] circle')).toHaveLength(2);
    expect(chart.querySelector('[data-series="coverage"] path:nth-of-type(2)')?.getAttribute('d')).toMatch(
      /^M60,\d+(\.\d+)?L580,\d+(\.\d+)?$/,
    );
  });

  it('shows the values of an interval on hover and with the arrow keys', async () => {
    const view = renderWithTheme(<CoverageChart data={data} label="Coverage" />);
    const chart = await waitForChart(view.container);
    const plot = chart.querySelector('rect')!;
    // jsdom lays nothing out: the svg starts at 0, the plot spans 60–580 px over 3 intervals.
    fireEvent.mouseMove(plot, { clientX: 570 });
    expect(tooltipText(view.container)).toBe('Jan 3, 2026Coverage82.97%');
    fireEvent.mouseLeave(plot);
    expect(tooltipText(view.container)).toBeNull();
    fireEvent.touchStart(plot, { touches: [{ clientX: 70 }] });
    expect(tooltipText(view.container)).toBe('Jan 1, 2026Coverage80.00%');

    const image = screen.getByRole('img');
    fireEvent.mouseLeave(plot);
    image.focus();
    fireEvent.keyDown(image, { key: 'ArrowRight' });
    expect(tooltipText(view.container)).toBe('Jan 1, 2026Coverage80.00%');
    fireEvent.keyDown(image, { key: 'ArrowRight' });
    expect(tooltipText(view.container)).toBe('Jan 2, 2026Coverage-');
    fireEvent.keyDown(image, { key: 'Escape' });
    expect(tooltipText(view.container)).toBeNull();
  });

  it('fetches its drawing only once it comes near the viewport', async () => {
    const io = mockIntersectionObserver();
    try {
      const view = renderWithTheme(<CoverageChart data={data} label="Coverage" />);
      expect(screen.getByRole('img')).toHaveAttribute('data-state', 'ready');
      expect(view.container.querySelector('[data-state="loading-chart"]')).toBeInTheDocument();
      expect(view.container.querySelector('[data-chart="area"]')).not.toBeInTheDocument();
      expect(io.observedCount()).toBe(1);
      act(() => io.setIntersecting(true));
      await waitForChart(view.container);
      // Seen once is enough: scrolling away keeps the chart.
      expect(io.observedCount()).toBe(0);
    } finally {
      io.restore();
    }
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
