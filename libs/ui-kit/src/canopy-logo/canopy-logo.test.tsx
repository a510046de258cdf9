import { screen } from '@testing-library/react';
import { expectConformance, renderWithTheme } from '../testing';
import { CanopyLogo } from './canopy-logo';

describe('CanopyLogo', () => {
  it('is conformant', async () => {
    await expectConformance((ref) => <CanopyLogo ref={ref} />, { refType: SVGSVGElement });
  });

  it('is an image named Canopy, or decorative with an empty title', () => {
    const view = renderWithTheme(<CanopyLogo />);
    expect(screen.getByRole('img', { name: 'Canopy' })).toHaveAttribute('data-wordmark', 'true');
    view.rerender(<CanopyLogo title="" withWordmark={false} />);
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
  });
});
