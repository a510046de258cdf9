import { screen } from '@testing-library/react';
import { expectConformance, renderWithTheme } from '../testing';
import { FullPageLoader } from './full-page-loader';

describe('FullPageLoader', () => {
  it('is conformant', async () => {
    await expectConformance((ref) => <FullPageLoader ref={ref} />, { refType: HTMLDivElement });
  });

  it('is a labelled status region', () => {
    renderWithTheme(<FullPageLoader label="Loading your repositories" fullPage={false} />);
    const status = screen.getByRole('status', { name: 'Loading your repositories' });
    expect(status).not.toHaveAttribute('data-full-page');
  });
});
