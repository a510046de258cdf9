import { useState } from 'react';
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { GenericErrorBoundary } from '@canopy/ui-kit';
import { renderWithTheme } from '@canopy/ui-kit/testing';
import { lazyPage } from './lazy-page';

function Counter({ label }: { label: string }) {
  const [count, setCount] = useState(0);
  return (
    <button type="button" onClick={() => setCount(count + 1)}>
      {label} {count}
    </button>
  );
}

describe('lazyPage', () => {
  it('shows the page loader while the code loads, then keeps the mounted page', async () => {
    let resolve: (component: typeof Counter) => void = () => undefined;
    const page = lazyPage(() => new Promise<typeof Counter>((done) => (resolve = done)));
    const { rerender } = renderWithTheme(<page.Page label="clicks" />);
    expect(screen.getByRole('status', { name: 'Loading page' })).toBeInTheDocument();
    await act(async () => resolve(Counter));
    await userEvent.click(await screen.findByRole('button', { name: 'clicks 0' }));
    rerender(<page.Page label="clicks" />);
    // The page was not mounted anew once its code was in: its state stayed.
    expect(screen.getByRole('button', { name: 'clicks 1' })).toBeInTheDocument();
  });

  it('draws a preloaded page at once, without the loader', async () => {
    const page = lazyPage(() => Promise.resolve(Counter));
    await page.preload();
    renderWithTheme(<page.Page label="ready" />);
    expect(screen.getByRole('button', { name: 'ready 0' })).toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('throws a failed load to the error boundary, and keeps it failed', async () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const load = jest.fn(() => Promise.reject<typeof Counter>(new Error('chunk missing')));
    const page = lazyPage(load);
    const caught: unknown[] = [];
    const { unmount } = renderWithTheme(
      <GenericErrorBoundary onError={(thrown) => caught.push(thrown)}>
        <page.Page label="broken" />
      </GenericErrorBoundary>,
    );
    expect(await screen.findByRole('alert')).toBeInTheDocument();
    unmount();
    renderWithTheme(
      <GenericErrorBoundary onError={(thrown) => caught.push(thrown)}>
        <page.Page label="broken" />
      </GenericErrorBoundary>,
    );
    expect(await screen.findByRole('alert')).toBeInTheDocument();
    expect(caught.map((thrown) => (thrown as Error).message)).toEqual(['chunk missing', 'chunk missing']);
    expect(load).toHaveBeenCalledTimes(1);
    error.mockRestore();
  });
});
