import { screen } from '@testing-library/react';
import { expectConformance, renderWithTheme } from '../testing';
import { CoverageChange, coverageChangeDirection, formatCoverageChange } from './coverage-change';

describe('CoverageChange', () => {
  it('is conformant', async () => {
    await expectConformance((ref) => <CoverageChange ref={ref} value={1.25} />, { refType: HTMLSpanElement });
  });

  it('shows a rise with a plus sign and an up direction', () => {
    const view = renderWithTheme(<CoverageChange value={1.254} />);
    expect(screen.getByText('+1.25%')).toBeInTheDocument();
    expect(view.container.querySelector('[data-direction]')).toHaveAttribute('data-direction', 'up');
    expect(view.container.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
  });

  it('shows a fall with a minus sign and a down direction', () => {
    const view = renderWithTheme(<CoverageChange value={-0.5} size="lg" />);
    expect(screen.getByText('-0.50%')).toBeInTheDocument();
    expect(view.container.querySelector('[data-direction]')).toHaveAttribute('data-direction', 'down');
  });

  it('shows no change without an arrow and a dash without a value', () => {
    const view = renderWithTheme(
      <>
        <CoverageChange value={0.001} />
        <CoverageChange value={null} />
      </>,
    );
    expect(screen.getByText('0.00%')).toBeInTheDocument();
    expect(screen.getByText('-')).toBeInTheDocument();
    expect(view.container.querySelectorAll('svg')).toHaveLength(0);
  });

  it('formats and classifies', () => {
    expect(formatCoverageChange(undefined)).toBe('-');
    expect(formatCoverageChange(Number.NaN)).toBe('-');
    expect(formatCoverageChange(-0.004)).toBe('0.00%');
    expect(formatCoverageChange(12)).toBe('+12.00%');
    expect(coverageChangeDirection(-3)).toBe('down');
    expect(coverageChangeDirection(0)).toBe('none');
  });
});
