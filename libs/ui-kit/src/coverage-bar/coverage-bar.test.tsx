import { screen } from '@testing-library/react';
import { expectConformance, renderWithTheme } from '../testing';
import { CoverageBar, coverageLevel } from './coverage-bar';

describe('CoverageBar', () => {
  it('is conformant', async () => {
    await expectConformance((ref) => <CoverageBar ref={ref} value={72.345} />, { refType: HTMLDivElement });
  });

  it('shows the percentage with two decimals and its level, read once: the bar beside it is decorative', () => {
    const view = renderWithTheme(<CoverageBar value={85} label="Repo coverage" />);
    expect(screen.getByText('85.00%')).toBeInTheDocument();
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    expect(view.container.querySelector('[aria-hidden="true"]')).not.toHaveTextContent(/./);
    // What assistive technology gets from the whole bar: the percentage, not the percentage twice.
    expect(screen.getByText('85.00%').parentElement).toHaveTextContent(/^85\.00%$/);
    expect(view.container.querySelector('[data-level]')).toHaveAttribute('data-level', 'high');
  });

  it('alone, is a progressbar that tells its value rounded to two decimals, as the text would', async () => {
    await expectConformance((ref) => (
      <CoverageBar ref={ref} value={(100 * 15) / 18} label="Repo coverage" showLabel={false} />
    ));
    const bar = screen.getByRole('progressbar', { name: 'Repo coverage' });
    expect(bar).toHaveAttribute('aria-valuetext', '83.33%');
    expect(bar).toHaveAttribute('aria-valuenow', String((100 * 15) / 18));
    expect(bar).toHaveAttribute('aria-valuemin', '0');
    expect(bar).toHaveAttribute('aria-valuemax', '100');
    expect(screen.queryByText('83.33%')).not.toBeInTheDocument();
  });

  it('shows a dash without data', () => {
    const view = renderWithTheme(<CoverageBar value={null} />);
    expect(screen.getByText('-')).toBeInTheDocument();
    expect(view.container.querySelector('[data-level]')).toHaveAttribute('data-level', 'none');
    view.unmount();
    renderWithTheme(<CoverageBar value={null} showLabel={false} />);
    expect(screen.getByRole('progressbar', { name: 'Coverage' })).toHaveAttribute(
      'aria-valuetext',
      'No coverage data',
    );
  });

  it('classifies by range', () => {
    expect(coverageLevel(59.99)).toBe('low');
    expect(coverageLevel(60)).toBe('medium');
    expect(coverageLevel(80)).toBe('high');
    expect(coverageLevel(50, 40, 90)).toBe('medium');
    expect(coverageLevel(undefined)).toBe('none');
  });
});
