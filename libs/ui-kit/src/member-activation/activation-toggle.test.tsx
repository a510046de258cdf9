import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expectConformance, renderWithTheme } from '../testing';
import { ActivationToggle } from './activation-toggle';

describe('ActivationToggle', () => {
  it('is conformant', async () => {
    await expectConformance((ref) => <ActivationToggle ref={ref} activated onChange={() => undefined} />, {
      refType: HTMLInputElement,
    });
  });

  it('is labelled by the state and reports the wanted one', async () => {
    const user = userEvent.setup();
    const onChange = jest.fn();
    renderWithTheme(<ActivationToggle activated={false} onChange={onChange} />);
    const toggle = screen.getByRole('switch', { name: 'Non-Active' });
    expect(toggle).not.toBeChecked();
    await user.click(toggle);
    expect(onChange).toHaveBeenCalledWith(true);
  });

  it('without onChange, or disabled, it only shows the state', () => {
    renderWithTheme(
      <>
        <ActivationToggle activated />
        <ActivationToggle activated={false} disabled onChange={() => undefined} />
      </>,
    );
    expect(screen.getByRole('switch', { name: 'Activated' })).toBeDisabled();
    expect(screen.getByRole('switch', { name: 'Activated' })).toBeChecked();
    expect(screen.getByRole('switch', { name: 'Non-Active' })).toBeDisabled();
  });

  it('names the member for screen readers and keeps the visible state label', () => {
    renderWithTheme(
      <>
        <ActivationToggle activated member="ayla" onChange={() => undefined} />
        <ActivationToggle activated={false} member="grace" onChange={() => undefined} />
      </>,
    );
    expect(screen.getByRole('switch', { name: 'ayla activated' })).toBeChecked();
    expect(screen.getByRole('switch', { name: 'Activate grace' })).not.toBeChecked();
    expect(screen.getByText('Activated')).toBeInTheDocument();
    expect(screen.getByText('Non-Active')).toBeInTheDocument();
  });
});
