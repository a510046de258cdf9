import { screen } from '@testing-library/react';
import { expectConformance, renderWithTheme } from '../testing';
import { CoverageBar, coverageLevel } from './coverage-bar';

describe('CoverageBar', () => {
  it('is conformant', async () => {
    await expectConformance((ref) => <CoverageBar ref={ref} value={72.345} />, { refType: HTMLDivElement });
  });

  it('shows the percentage with two decimals and its level', () => {
    const view = renderWithTheme(<CoverageBar value={85} label="Repo coverage" />);
    expect(screen.getByText('85.00%')).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Repo coverage' })).toHaveAttribute('aria-valuenow', '85');
    expect(view.container.querySelector('[data-level]')).toHaveAttribute('data-level', 'high');
  });

  it('tells its value rounded to two decimals, as it shows it', () => {
    renderWithTheme(<CoverageBar value={(100 * 15) / 18} label="Repo coverage" />);
    const bar = screen.getByRole('progressbar', { name: 'Repo coverage' });
    expect(bar).toHaveAttribute('aria-valuetext', '83.33%');
    expect(bar).toHaveAttribute('aria-valuemin', '0');
    expect(bar).toHaveAttribute('aria-valuemax', '100');
  });

  it('shows a dash without data', () => {
    const view = renderWithTheme(<CoverageBar value={null} />);
    expect(screen.getByText('-')).toBeInTheDocument();
    expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuetext', 'No coverage data');
    expect(view.container.querySelector('[data-level]')).toHaveAttribute('data-level', 'none');
  });

  it('classifies by range', () => {
    expect(coverageLevel(59.99)).toBe('low');
    expect(coverageLevel(60)).toBe('medium');
    expect(coverageLevel(80)).toBe('high');
    expect(coverageLevel(50, 40, 90)).toBe('medium');
    expect(coverageLevel(undefined)).toBe('none');
  });
});
