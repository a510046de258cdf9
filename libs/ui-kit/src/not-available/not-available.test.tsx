import { screen } from '@testing-library/react';
import { expectConformance, renderWithTheme } from '../testing';
import { NotAvailable } from './not-available';

describe('NotAvailable', () => {
  it('is conformant', async () => {
    await expectConformance((ref) => <NotAvailable ref={ref} feature="The commit list" />, {
      refType: HTMLDivElement,
    });
  });

  it('names the feature, with the default sentence', () => {
    const view = renderWithTheme(<NotAvailable feature="The commit list" />);
    expect(screen.getByText('The commit list is not available yet')).toBeInTheDocument();
    expect(screen.getByText('This page is not available in this version of Canopy yet.')).toBeInTheDocument();
    expect(view.container.querySelector('[data-state]')).toHaveAttribute('data-state', 'not-available');
  });

  it('says what will appear here when told', () => {
    renderWithTheme(<NotAvailable feature="Flag analytics">Coverage by flag will show here.</NotAvailable>);
    expect(screen.getByText('Coverage by flag will show here.')).toBeInTheDocument();
    expect(
      screen.queryByText('This page is not available in this version of Canopy yet.'),
    ).not.toBeInTheDocument();
  });
});
