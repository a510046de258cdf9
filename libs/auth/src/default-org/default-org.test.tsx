import { act, screen } from '@testing-library/react';
import { notifications } from '@mantine/notifications';
import { renderWithTheme } from '@canopy/ui-kit/testing';
import { ContextChoiceLabel, DEFAULT_ORG_FAILURE, defaultOrgUpdateCallbacks } from './default-org';

afterEach(() => act(() => notifications.clean()));

describe('defaultOrgUpdateCallbacks', () => {
  it("reports the server's refusal, or the failure text when the request failed", async () => {
    renderWithTheme(<p>host</p>);
    const updated = jest.fn();
    const callbacks = defaultOrgUpdateCallbacks(updated);
    act(() =>
      callbacks.onSuccess({ username: null, error: { __typename: 'ValidationError', message: 'Not yours' } }),
    );
    expect(await screen.findByText('Not yours')).toBeInTheDocument();
    act(() => callbacks.onError());
    expect(await screen.findByText(DEFAULT_ORG_FAILURE)).toBeInTheDocument();
    expect(updated).not.toHaveBeenCalled();
  });

  it('runs onUpdated only for an accepted change', () => {
    const updated = jest.fn();
    defaultOrgUpdateCallbacks(updated).onSuccess({ username: 'acme', error: null });
    expect(updated).toHaveBeenCalledTimes(1);
    expect(() => defaultOrgUpdateCallbacks().onSuccess({ username: 'acme', error: null })).not.toThrow();
  });
});

test('a context shows its avatar and name', () => {
  renderWithTheme(<ContextChoiceLabel choice={{ username: 'acme', avatarUrl: null }} />);
  expect(screen.getByText('acme')).toBeInTheDocument();
});
