import { useState } from 'react';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expectConformance, renderWithTheme } from '../testing';
import {
  RemoteLoaderProvider,
  RemoteSection,
  type RemoteComponent,
  type RemoteLoader,
  type RemoteModule,
  type RemoteRoutesProps,
} from './remote-section';
import { GenericErrorBoundary } from '../generic-error-boundary/generic-error-boundary';

function FakeRoutes({ section }: RemoteRoutesProps) {
  return <p>remote content: {section}</p>;
}

describe('RemoteSection', () => {
  let consoleError: jest.SpyInstance;
  beforeEach(() => {
    consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  });
  afterEach(() => consoleError.mockRestore());

  it('is conformant', async () => {
    const loader: RemoteLoader = async () => ({ default: FakeRoutes });
    const view = await expectConformance(
      (ref) => (
        <RemoteLoaderProvider loader={loader}>
          <RemoteSection ref={ref} id="repo_mfe/Routes" section="owner" />
        </RemoteLoaderProvider>
      ),
      { refType: HTMLDivElement },
    );
    expect(await view.findByText('remote content: owner')).toBeInTheDocument();
  });

  it('shows a loader, then the remote with its section', async () => {
    let resolve!: (value: { default: typeof FakeRoutes }) => void;
    const loader = jest.fn<ReturnType<RemoteLoader>, Parameters<RemoteLoader>>(
      () => new Promise((r) => (resolve = r)),
    );
    renderWithTheme(
      <RemoteLoaderProvider loader={loader}>
        <RemoteSection id="repo_mfe/Routes" section="analytics" />
      </RemoteLoaderProvider>,
    );
    expect(await screen.findByRole('status', { name: 'Loading analytics' })).toBeInTheDocument();
    resolve({ default: FakeRoutes });
    expect(await screen.findByText('remote content: analytics')).toBeInTheDocument();
    expect(loader).toHaveBeenCalledWith('repo_mfe/Routes', { attempt: 0 });
  });

  it('draws a remote that is already loaded at once, in its first render, without asking again', async () => {
    const loader = jest.fn<ReturnType<RemoteLoader>, Parameters<RemoteLoader>>(async () => ({
      default: FakeRoutes,
    }));
    const first = renderWithTheme(
      <RemoteLoaderProvider loader={loader}>
        <RemoteSection id="repo_mfe/Routes" section="owner" />
      </RemoteLoaderProvider>,
    );
    expect(await screen.findByText('remote content: owner')).toBeInTheDocument();
    first.unmount();
    renderWithTheme(
      <RemoteLoaderProvider loader={loader}>
        <RemoteSection id="repo_mfe/Routes" section="analytics" />
      </RemoteLoaderProvider>,
    );
    // No loader in between: the module is drawn in the same render.
    expect(screen.getByText('remote content: analytics')).toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(loader).toHaveBeenCalledTimes(1);
  });

  it('shows "This section is unavailable" when loading fails, and Retry loads again', async () => {
    const user = userEvent.setup();
    const loader = jest
      .fn<ReturnType<RemoteLoader>, Parameters<RemoteLoader>>()
      .mockRejectedValueOnce(new Error('network down'))
      .mockResolvedValueOnce({ default: FakeRoutes });
    renderWithTheme(
      <div>
        <p>shell header</p>
        <RemoteLoaderProvider loader={loader}>
          <RemoteSection id="plan_mfe/Routes" section="plan" />
        </RemoteLoaderProvider>
      </div>,
    );
    expect(await screen.findByRole('heading', { name: 'This section is unavailable' })).toBeInTheDocument();
    expect(screen.getByText('shell header')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('remote content: plan')).toBeInTheDocument();
    expect(loader).toHaveBeenNthCalledWith(2, 'plan_mfe/Routes', { attempt: 1 });
  });

  it('lets errors thrown inside a loaded remote reach the page boundary', async () => {
    function Broken(): never {
      throw new Error('page bug');
    }
    const loader: RemoteLoader = async () => ({ default: Broken });
    renderWithTheme(
      <GenericErrorBoundary>
        <RemoteLoaderProvider loader={loader}>
          <RemoteSection id="repo_mfe/Routes" section="owner" />
        </RemoteLoaderProvider>
      </GenericErrorBoundary>,
    );
    expect(await screen.findByText(/There's been an error/)).toBeInTheDocument();
    expect(screen.queryByText('This section is unavailable')).not.toBeInTheDocument();
  });

  it('passes its props to an exposed component, and new props as the page renders again', async () => {
    interface CounterProps {
      label: string;
      count: number;
      onIncrement: () => void;
    }
    const Counter: RemoteComponent<CounterProps> = ({ section, label, count, onIncrement }) => (
      <button type="button" onClick={onIncrement}>
        {section}: {label} {count}
      </button>
    );
    const loader: RemoteLoader = async () => ({ default: Counter as RemoteModule['default'] });
    function Page() {
      const [count, setCount] = useState(0);
      return (
        <RemoteSection<CounterProps>
          id="bundles_mfe/Counter"
          section="bundle"
          props={{ label: 'clicks', count, onIncrement: () => setCount((n) => n + 1) }}
        />
      );
    }
    const user = userEvent.setup();
    renderWithTheme(
      <RemoteLoaderProvider loader={loader}>
        <Page />
      </RemoteLoaderProvider>,
    );
    await user.click(await screen.findByRole('button', { name: 'bundle: clicks 0' }));
    expect(await screen.findByRole('button', { name: 'bundle: clicks 1' })).toBeInTheDocument();
  });

  it('needs a loader provider', () => {
    expect(() => renderWithTheme(<RemoteSection id="x/Routes" section="x" />)).toThrow(
      /RemoteLoaderProvider/,
    );
  });
});
