import { screen, within } from '@testing-library/react';
import { expectConformance, renderWithTheme } from '../testing';
import { CoverageLegend } from './coverage-legend';

describe('CoverageLegend', () => {
  it('is conformant', async () => {
    await expectConformance((ref) => <CoverageLegend ref={ref} />, { refType: HTMLDivElement });
  });

  it('names every mark in words and keys the hit counts', () => {
    renderWithTheme(<CoverageLegend />);
    const legend = screen.getByRole('list', { name: 'Coverage legend' });
    const items = within(legend).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      expect.stringContaining('Covered'),
      expect.stringContaining('Partial'),
      expect.stringContaining('Uncovered'),
      expect.stringContaining('Number of uploads that hit the line'),
    ]);
    expect(items[2]).toHaveAttribute('data-mark', 'M');
  });

  it('can leave out the hit-count key', () => {
    renderWithTheme(<CoverageLegend showHitCount={false} />);
    expect(screen.getAllByRole('listitem')).toHaveLength(3);
  });
});
