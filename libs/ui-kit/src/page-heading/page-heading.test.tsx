import { screen } from '@testing-library/react';
import { expectConformance, renderWithTheme } from '../testing';
import { PageHeading } from './page-heading';

describe('PageHeading', () => {
  it('is conformant', async () => {
    await expectConformance(
      (ref) => <PageHeading ref={ref} title="Members" description="Who has a seat in the org." />,
      { refType: HTMLDivElement },
    );
  });

  it('is a level-1 heading with its description by default', () => {
    renderWithTheme(<PageHeading title="Members" description="Who has a seat in the org." />);
    expect(screen.getByRole('heading', { level: 1, name: 'Members' })).toBeInTheDocument();
    expect(screen.getByText('Who has a seat in the org.')).toBeInTheDocument();
  });

  it('titles a section at level 2, with no description', () => {
    renderWithTheme(<PageHeading order={2} title="Bundles" description="" />);
    const heading = screen.getByRole('heading', { level: 2, name: 'Bundles' });
    expect(heading.parentElement).toHaveAttribute('data-order', '2');
    expect(heading.nextElementSibling).toBeNull();
  });
});
