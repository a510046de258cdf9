import { screen } from '@testing-library/react';
import { expectConformance, renderWithTheme } from '../testing';
import { CiStatus, ciState } from './ci-status';

describe('CiStatus', () => {
  it('is conformant', async () => {
    await expectConformance((ref) => <CiStatus ref={ref} ciPassed />, { refType: HTMLSpanElement });
  });

  it.each([
    [true, 'CI Passed', 'passed'],
    [false, 'CI Failed', 'failed'],
    [null, 'No status', 'none'],
    [undefined, 'No status', 'none'],
  ])('ciPassed %s shows %s', (ciPassed, label, state) => {
    const view = renderWithTheme(<CiStatus ciPassed={ciPassed} />);
    expect(screen.getByText(label)).toBeInTheDocument();
    expect(view.container.querySelector('[data-state]')).toHaveAttribute('data-state', state);
    expect(view.container.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
  });

  it('maps the flag to a state', () => {
    expect(ciState(true)).toBe('passed');
    expect(ciState(false)).toBe('failed');
    expect(ciState(null)).toBe('none');
  });
});
