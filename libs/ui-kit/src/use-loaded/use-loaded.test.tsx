import { act, render, screen } from '@testing-library/react';
import { GenericErrorBoundary } from '../generic-error-boundary/generic-error-boundary';
import { renderWithTheme } from '../testing';
import { useLoaded } from './use-loaded';

function Shown({
  id,
  loadedNow,
  load,
}: {
  id: string;
  loadedNow: () => string | null;
  load: () => Promise<string>;
}) {
  const value = useLoaded(id, loadedNow, load);
  return <p>{value ?? 'loading'}</p>;
}

describe('useLoaded', () => {
  it('gives what is loaded already in the first render, without loading again', () => {
    const load = jest.fn(() => Promise.resolve('late'));
    render(<Shown id="a" loadedNow={() => 'ready'} load={load} />);
    expect(screen.getByText('ready')).toBeInTheDocument();
    expect(load).not.toHaveBeenCalled();
  });

  it('gives null while loading, then what arrived', async () => {
    let resolve: (value: string) => void = () => undefined;
    const load = jest.fn(() => new Promise<string>((done) => (resolve = done)));
    render(<Shown id="a" loadedNow={() => null} load={load} />);
    expect(screen.getByText('loading')).toBeInTheDocument();
    await act(async () => resolve('arrived'));
    expect(screen.getByText('arrived')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('throws a failed load to the error boundary, and loads again for a new key', async () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const load = jest
      .fn<Promise<string>, []>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValueOnce('second try');
    const caught: unknown[] = [];
    const { rerender } = renderWithTheme(
      <GenericErrorBoundary key="1" onError={(thrown) => caught.push(thrown)}>
        <Shown id="try-1" loadedNow={() => null} load={load} />
      </GenericErrorBoundary>,
    );
    expect(await screen.findByRole('alert')).toBeInTheDocument();
    expect((caught[0] as Error).message).toBe('offline');
    rerender(
      <GenericErrorBoundary key="2" onError={(thrown) => caught.push(thrown)}>
        <Shown id="try-2" loadedNow={() => null} load={load} />
      </GenericErrorBoundary>,
    );
    expect(await screen.findByText('second try')).toBeInTheDocument();
    error.mockRestore();
  });
});
