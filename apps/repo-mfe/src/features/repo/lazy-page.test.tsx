import { Suspense, useState } from 'react';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
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
  it('suspends while the code loads, then keeps the mounted page', async () => {
    let resolve: (component: typeof Counter) => void = () => undefined;
    const page = lazyPage(() => new Promise<typeof Counter>((done) => (resolve = done)));
    const { rerender } = render(
      <Suspense fallback={<p>Loading page</p>}>
        <page.Page label="clicks" />
      </Suspense>,
    );
    expect(screen.getByText('Loading page')).toBeInTheDocument();
    await act(async () => resolve(Counter));
    await userEvent.click(await screen.findByRole('button', { name: 'clicks 0' }));
    rerender(
      <Suspense fallback={<p>Loading page</p>}>
        <page.Page label="clicks" />
      </Suspense>,
    );
    // The page was not mounted anew once its code was in: its state stayed.
    expect(screen.getByRole('button', { name: 'clicks 1' })).toBeInTheDocument();
  });

  it('draws a preloaded page at once, without the fallback', async () => {
    const page = lazyPage(() => Promise.resolve(Counter));
    await page.preload();
    render(
      <Suspense fallback={<p>Loading page</p>}>
        <page.Page label="ready" />
      </Suspense>,
    );
    expect(screen.getByRole('button', { name: 'ready 0' })).toBeInTheDocument();
    expect(screen.queryByText('Loading page')).not.toBeInTheDocument();
  });
});
