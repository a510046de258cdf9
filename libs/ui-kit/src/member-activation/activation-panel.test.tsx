import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expectConformance, renderWithTheme } from '../testing';
import {
  contactSalesUrl,
  MemberActivationPanel,
  SEAT_USAGE_UNAVAILABLE,
  SeatLimitNotice,
} from './activation-panel';

describe('MemberActivationPanel', () => {
  it('is conformant', async () => {
    await expectConformance(
      (ref) => (
        <MemberActivationPanel
          ref={ref}
          seatLine="2 / 10 available seats"
          autoActivate={{ checked: true, onChange: () => undefined, description: 'On first visit' }}
        />
      ),
      { refType: HTMLDivElement },
    );
  });

  it('shows the seat line, its notes and the auto-activation switch', async () => {
    const user = userEvent.setup();
    const onChange = jest.fn();
    renderWithTheme(
      <MemberActivationPanel
        seatLine="2 / 10 available seats"
        autoActivate={{ checked: false, onChange, description: 'Members take a seat on their first visit.' }}
      >
        <p>A note</p>
      </MemberActivationPanel>,
    );
    expect(screen.getByRole('heading', { name: 'Member activation' })).toBeInTheDocument();
    expect(screen.getByTestId('seat-count')).toHaveTextContent('2 / 10 available seats');
    expect(screen.getByText('A note')).toBeInTheDocument();
    await user.click(screen.getByRole('switch', { name: /Auto-activate members/ }));
    expect(onChange).toHaveBeenCalledWith(true);
  });

  it('falls back when the counts cannot be read, and shows a read-only switch without onChange', () => {
    renderWithTheme(
      <MemberActivationPanel
        seatLine={null}
        autoActivate={{ checked: true, description: 'On first visit' }}
      />,
    );
    expect(screen.getByText(SEAT_USAGE_UNAVAILABLE)).toBeInTheDocument();
    expect(screen.getByRole('switch', { name: /Auto-activate members/ })).toBeDisabled();
    expect(screen.getByRole('switch', { name: /Auto-activate members/ })).toBeChecked();
  });

  it('says the counts are loading', () => {
    renderWithTheme(<MemberActivationPanel isLoading seatLine={null} />);
    expect(screen.getByText('Loading seat usage…')).toBeInTheDocument();
    expect(screen.queryByRole('switch')).not.toBeInTheDocument();
  });
});

describe('SeatLimitNotice', () => {
  it('says additional members will not have access, with a prompt to contact sales', () => {
    renderWithTheme(
      <SeatLimitNotice
        salesUrl={contactSalesUrl('https://www.canopy.test/')}
        taken="Every seat of acme's plan is taken"
        addSeatsTo="your plan"
      />,
    );
    expect(screen.getByTestId('seat-limit-note')).toHaveTextContent(
      "Seat limit reachedEvery seat of acme's plan is taken: additional members will not have access. Contact sales to add seats to your plan.",
    );
    expect(screen.getByRole('link', { name: 'Contact sales' })).toHaveAttribute(
      'href',
      'https://www.canopy.test/sales',
    );
    expect(contactSalesUrl(undefined)).toBe('https://canopy.dev/sales');
  });

  it('offers the way to more seats instead of sales when the viewer can add them', () => {
    renderWithTheme(
      <SeatLimitNotice
        salesUrl={contactSalesUrl(undefined)}
        taken="Every seat of acme's plan is taken"
        addSeatsTo="your plan"
        increaseSeats={<a href="/plan/gh/acme/upgrade">Increase seat count</a>}
      />,
    );
    expect(screen.getByTestId('seat-limit-note')).toHaveTextContent(
      "Every seat of acme's plan is taken: additional members will not have access. Increase seat count",
    );
    expect(screen.getByRole('link', { name: 'Increase seat count' })).toHaveAttribute(
      'href',
      '/plan/gh/acme/upgrade',
    );
    expect(screen.queryByRole('link', { name: 'Contact sales' })).not.toBeInTheDocument();
  });
});
