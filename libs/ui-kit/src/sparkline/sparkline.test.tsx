import { screen } from '@testing-library/react';
import { expectConformance, renderWithTheme } from '../testing';
import { Sparkline, sparklinePoints } from './sparkline';

describe('Sparkline', () => {
  it('is conformant', async () => {
    await expectConformance((ref) => <Sparkline ref={ref} values={[1, 2, 3]} label="Trend" />, {
      refType: HTMLSpanElement,
    });
  });

  it('draws a polyline named by its first and last values', () => {
    const view = renderWithTheme(<Sparkline values={[50, null, 75.5]} label="Coverage trend of unit" />);
    expect(
      screen.getByRole('img', { name: 'Coverage trend of unit: from 50.00% to 75.50%' }),
    ).toBeInTheDocument();
    expect(view.container.querySelector('polyline')).toHaveAttribute('points', '2,22 118,2');
  });

  it('names its values with the given format', () => {
    renderWithTheme(<Sparkline values={[1000, 1200]} label="Size" formatValue={(value) => `${value} B`} />);
    expect(screen.getByRole('img', { name: 'Size: from 1000 B to 1200 B' })).toBeInTheDocument();
  });

  it('shows a dot for a single value', () => {
    const view = renderWithTheme(<Sparkline values={[null, 40]} label="Trend" />);
    expect(screen.getByRole('img', { name: 'Trend: 40.00%' })).toBeInTheDocument();
    expect(view.container.querySelector('circle')).toBeInTheDocument();
  });

  it('says No Data without values', () => {
    renderWithTheme(<Sparkline values={[null, null]} label="Trend" />);
    expect(screen.getByText('No Data')).toHaveAttribute('data-state', 'empty');
    renderWithTheme(<Sparkline values={[]} label="Trend" />);
    expect(screen.getAllByText('No Data')).toHaveLength(2);
  });

  it('centres a flat series', () => {
    expect(sparklinePoints([5, 5], 100, 20)).toBe('2,10 98,10');
  });
});
