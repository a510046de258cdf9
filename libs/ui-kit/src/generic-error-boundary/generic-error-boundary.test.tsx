import { screen } from '@testing-library/react';
import { expectConformance, renderWithTheme } from '../testing';
import { GenericErrorBoundary } from './generic-error-boundary';

function Boom({ fail }: { fail: boolean }) {
  if (fail) throw new Error('boom');
  return <p>all good</p>;
}

describe('GenericErrorBoundary', () => {
  let consoleError: jest.SpyInstance;
  beforeEach(() => {
    consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  });
  afterEach(() => consoleError.mockRestore());

  it('is conformant', async () => {
    await expectConformance(
      (ref) => (
        <GenericErrorBoundary fallbackRef={ref}>
          <Boom fail />
        </GenericErrorBoundary>
      ),
      { refType: HTMLDivElement },
    );
  });

  it('shows the generic text with a support link and reports the error', () => {
    const onError = jest.fn();
    renderWithTheme(
      <GenericErrorBoundary onError={onError} supportUrl="https://help.example/support">
        <Boom fail />
      </GenericErrorBoundary>,
    );
    expect(screen.getByRole('alert')).toHaveTextContent(
      "There's been an error. Please try refreshing your browser, if this error persists please contact support.",
    );
    expect(screen.getByRole('link', { name: 'contact support' })).toHaveAttribute(
      'href',
      'https://help.example/support',
    );
    expect(onError).toHaveBeenCalledTimes(1);
  });

  it('resets when the reset key changes (navigation)', () => {
    const view = renderWithTheme(
      <GenericErrorBoundary resetKey="/a">
        <Boom fail />
      </GenericErrorBoundary>,
    );
    expect(screen.getByRole('alert')).toBeInTheDocument();
    view.rerender(
      <GenericErrorBoundary resetKey="/b">
        <Boom fail={false} />
      </GenericErrorBoundary>,
    );
    expect(screen.getByText('all good')).toBeInTheDocument();
  });
});
