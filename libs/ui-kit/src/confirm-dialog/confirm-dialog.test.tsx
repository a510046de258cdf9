import { useState } from 'react';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expectConformance, renderWithTheme } from '../testing';
import { ConfirmDialog, type ConfirmDialogProps } from './confirm-dialog';

/** The dialog behind an 'Open' button, as a caller uses it. */
function Harness(props: Omit<ConfirmDialogProps, 'opened' | 'onClose'> & { onClose?: () => void }) {
  const [opened, setOpened] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpened(true)}>
        Open
      </button>
      <ConfirmDialog
        {...props}
        opened={opened}
        onClose={() => {
          setOpened(false);
          props.onClose?.();
        }}
      />
    </>
  );
}

const held = () => {
  let settle: { resolve: () => void; reject: (error: Error) => void } = {
    resolve: () => {},
    reject: () => {},
  };
  const promise = new Promise<void>((resolve, reject) => (settle = { resolve, reject }));
  return { promise, ...settle };
};

describe('ConfirmDialog', () => {
  it('is conformant', async () => {
    await expectConformance(() => (
      <ConfirmDialog
        opened
        onClose={() => {}}
        title="Revoke API token?"
        confirmLabel="Revoke token"
        onConfirm={async () => {}}
      >
        It stops working at once.
      </ConfirmDialog>
    ));
  });

  it('says what the action does, focuses Cancel, and closes on Cancel, Close and Escape without running it', async () => {
    const user = userEvent.setup();
    const onConfirm = jest.fn(async () => {});
    renderWithTheme(
      <Harness title="Regenerate the token?" confirmLabel="Regenerate token" onConfirm={onConfirm}>
        The current token stops working at once.
      </Harness>,
    );
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Open' }));
    const dialog = screen.getByRole('dialog', { name: 'Regenerate the token?' });
    expect(dialog).toHaveTextContent('The current token stops working at once.');
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus());
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Open' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Open' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Cancel' })).toHaveFocus());
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(onConfirm).not.toHaveBeenCalled();
  });

  it('runs the action with its button loading, stays open meanwhile, and closes when it settles', async () => {
    const user = userEvent.setup();
    const action = held();
    const onClose = jest.fn();
    renderWithTheme(
      <Harness
        title="Delete Flag"
        confirmLabel="Delete"
        confirmColor="red"
        onConfirm={() => action.promise}
        onClose={onClose}
      >
        This action cannot be undone.
      </Harness>,
    );
    await user.click(screen.getByRole('button', { name: 'Open' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete Flag' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(within(dialog).getByRole('button', { name: 'Delete' })).toHaveAttribute('data-loading', 'true');
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeDisabled();
    // Escape does not walk away from an action under way.
    await user.keyboard('{Escape}');
    expect(screen.getByRole('dialog', { name: 'Delete Flag' })).toBeInTheDocument();
    expect(onClose).not.toHaveBeenCalled();

    await act(async () => action.resolve());
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('closes after a failed action too, leaving the failure to the caller', async () => {
    const user = userEvent.setup();
    const action = held();
    renderWithTheme(
      <Harness title="Revoke login session?" confirmLabel="Revoke session" onConfirm={() => action.promise}>
        The browser is signed out on its next request.
      </Harness>,
    );
    await user.click(screen.getByRole('button', { name: 'Open' }));
    await user.click(screen.getByRole('button', { name: 'Revoke session' }));
    await act(async () => action.reject(new Error('refused')));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('with a text to type, runs only once it is typed, and forgets the typing when closed', async () => {
    const user = userEvent.setup();
    const onConfirm = jest.fn(async () => {});
    renderWithTheme(
      <Harness
        title="Erase the data of api?"
        confirmLabel="Erase data"
        typeToConfirm="api"
        onConfirm={onConfirm}
      >
        This cannot be undone.
      </Harness>,
    );
    await user.click(screen.getByRole('button', { name: 'Open' }));
    const field = screen.getByRole('textbox', { name: 'Type api to confirm' });
    await waitFor(() => expect(field).toHaveFocus());
    expect(screen.getByRole('button', { name: 'Erase data' })).toBeDisabled();
    await user.type(field, 'ap');
    expect(screen.getByRole('button', { name: 'Erase data' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Cancel' }));

    await user.click(screen.getByRole('button', { name: 'Open' }));
    expect(screen.getByRole('textbox', { name: 'Type api to confirm' })).toHaveValue('');
    await user.type(screen.getByRole('textbox', { name: 'Type api to confirm' }), 'api');
    await user.click(screen.getByRole('button', { name: 'Erase data' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });
});
