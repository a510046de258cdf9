import { fireEvent, screen } from '@testing-library/react';
import { expectConformance, renderWithTheme } from '../testing';
import { NOT_ENOUGH_STACKED_DATA, StackedAreaChart } from './stacked-area-chart';
import { stackedSeries, stackTotal } from './stacked-area-chart-data';

const series = [
  { name: 'js', label: 'JavaScript', color: 'blue.6' },
  { name: 'css', label: 'CSS', color: 'teal.6' },
];
const data = [
  { date: '2026-01-08T00:00:00Z', js: 300, css: 20 },
  { date: '2026-01-01T00:00:00Z', js: 100, css: null },
  { date: '2025-12-25T00:00:00Z', js: null, css: null },
];
const format = (value: number) => `${value} B`;

describe('StackedAreaChart', () => {
  it('is conformant', async () => {
    await expectConformance(
      (ref) => (
        <StackedAreaChart ref={ref} data={data} series={series} label="Size" valueFormatter={format} />
      ),
      { refType: HTMLDivElement },
    );
  });

  it('names the chart with the stacked totals at both ends and loads the chart lazily', async () => {
    const view = renderWithTheme(
      <StackedAreaChart data={data} series={series} label="Bundle size" valueFormatter={format} />,
    );
    expect(
      screen.getByRole('img', {
        name: 'Bundle size (JavaScript, CSS): 100 B on Jan 1, 2026, 320 B on Jan 8, 2026',
      }),
    ).toHaveAttribute('data-state', 'ready');
    expect(await screen.findByText('JavaScript', { selector: 'ul p' })).toBeInTheDocument();
    const chart = view.container.querySelector('[data-chart="area"]')!;
    // The value axis reaches past the largest total (320) in round steps, formatted by the caller.
    expect(Array.from(chart.querySelectorAll('[data-axis="y"] text'), (text) => text.textContent)).toEqual([
      '0 B',
      '50 B',
      '100 B',
      '150 B',
      '200 B',
      '250 B',
      '300 B',
      '350 B',
    ]);
    expect(chart.querySelectorAll('[data-series]')).toHaveLength(2);

    const image = screen.getByRole('img');
    image.focus();
    fireEvent.keyDown(image, { key: 'End' });
    expect(view.container.querySelector('[data-chart-tooltip]')?.textContent).toBe(
      'Jan 8, 2026JavaScript300 BCSS20 B',
    );
    fireEvent.keyDown(image, { key: 'Home' });
    expect(view.container.querySelector('[data-chart-tooltip]')?.textContent).toBe(
      'Jan 1, 2026JavaScript100 BCSS-',
    );
    fireEvent.blur(image);
    expect(view.container.querySelector('[data-chart-tooltip]')).toBeNull();
  });

  it('says when fewer than two intervals were measured, and shows a skeleton while loading', () => {
    const view = renderWithTheme(
      <StackedAreaChart data={data.slice(1)} series={series} label="Size" valueFormatter={format} />,
    );
    expect(screen.getByText(NOT_ENOUGH_STACKED_DATA)).toBeInTheDocument();
    view.rerender(
      <StackedAreaChart data={[]} series={series} label="Size" valueFormatter={format} isLoading />,
    );
    expect(screen.getByRole('status', { name: 'Size: loading' })).toHaveAttribute('aria-busy', 'true');
  });
});

test('the series start at the first measured interval, oldest first', () => {
  expect(stackedSeries(data, series).map((point) => point.date)).toEqual([
    '2026-01-01T00:00:00Z',
    '2026-01-08T00:00:00Z',
  ]);
  expect(stackTotal(data[2]!, series)).toBeNull();
  expect(stackTotal(data[0]!, series)).toBe(320);
});
