import { currentUserFixture } from '@canopy/api-client/testing';
import { act, render, renderHook, screen, waitFor } from '@testing-library/react';
import { initialize } from 'launchdarkly-js-client-sdk';
import type { ReactNode } from 'react';
import { parseConfigEnv } from '../config/config-env';
import { createTestFlagsClient } from '../testing';
import { anonymousContext, initFeatureFlags, normalizeFlags } from './flags-client';
import { FlagsProvider, useFlags, useIdentifyFlags } from './flags';

type Listener = () => void;

interface FakeLd {
  flags: Record<string, unknown>;
  listeners: Map<string, Listener[]>;
  identify: jest.Mock<Promise<unknown>, [unknown]>;
  allFlags: jest.Mock<Record<string, unknown>, []>;
  on: jest.Mock<void, [string, Listener]>;
  emit(event: string): void;
}

const fakeLd: FakeLd = {
  flags: {},
  listeners: new Map<string, Listener[]>(),
  identify: jest.fn((_context: unknown) => Promise.resolve({})),
  allFlags: jest.fn(() => fakeLd.flags),
  on: jest.fn((event: string, listener: Listener) => {
    fakeLd.listeners.set(event, [...(fakeLd.listeners.get(event) ?? []), listener]);
  }),
  emit(event: string) {
    for (const listener of fakeLd.listeners.get(event) ?? []) listener();
  },
};

jest.mock('launchdarkly-js-client-sdk', () => ({ initialize: jest.fn(() => fakeLd) }));

const initializeMock = jest.mocked(initialize);

beforeEach(() => {
  jest.clearAllMocks();
  fakeLd.flags = {};
  fakeLd.listeners.clear();
});

function Flag({ name }: { name: string }) {
  const flags = useFlags({ canopyAi: false, bundleAnalysis: 'off' });
  return <span data-testid={name}>{String(flags[name])}</span>;
}

describe('feature flags, unconfigured', () => {
  it('loads no SDK, makes no request and gives the defaults', async () => {
    const fetchSpy = jest.spyOn(globalThis, 'fetch');
    const client = initFeatureFlags(parseConfigEnv({}));
    expect(client.enabled).toBe(false);
    render(
      <FlagsProvider client={client}>
        <Flag name="canopyAi" />
      </FlagsProvider>,
    );
    await client.identify({ key: '1' });
    expect(screen.getByTestId('canopyAi').textContent).toBe('false');
    expect(initializeMock).not.toHaveBeenCalled();
    expect(fetchSpy).not.toHaveBeenCalled();
    fetchSpy.mockRestore();
  });

  it('gives the defaults outside a provider too', () => {
    const { result } = renderHook(() => useFlags({ canopyAi: true }));
    expect(result.current).toEqual({ canopyAi: true });
  });
});

describe('feature flags with LaunchDarkly', () => {
  it('starts anonymous, with the stand-in base URL for base, stream and events', async () => {
    initFeatureFlags(
      parseConfigEnv({ LAUNCHDARKLY: 'client-side-id', LAUNCHDARKLY_BASE_URL: 'http://127.0.0.1:9999/' }),
    );
    await waitFor(() => expect(initializeMock).toHaveBeenCalled());
    expect(initializeMock).toHaveBeenCalledWith('client-side-id', anonymousContext, {
      baseUrl: 'http://127.0.0.1:9999',
      streamUrl: 'http://127.0.0.1:9999',
      eventsUrl: 'http://127.0.0.1:9999',
    });
    expect(anonymousContext).toMatchObject({ anonymous: true });
  });

  it('camel-cases keys, drops $ keys and updates on change', async () => {
    const client = initFeatureFlags(parseConfigEnv({ LAUNCHDARKLY: 'client-side-id' }));
    render(
      <FlagsProvider client={client}>
        <Flag name="canopyAi" />
        <Flag name="bundleAnalysis" />
      </FlagsProvider>,
    );
    await waitFor(() => expect(fakeLd.on).toHaveBeenCalledWith('ready', expect.any(Function)));
    expect(screen.getByTestId('canopyAi').textContent).toBe('false');

    fakeLd.flags = { 'canopy-ai': true, bundle_analysis: 'on', $flagsState: {}, $valid: true };
    act(() => fakeLd.emit('ready'));
    expect(screen.getByTestId('canopyAi').textContent).toBe('true');
    expect(screen.getByTestId('bundleAnalysis').textContent).toBe('on');
    expect(client.getFlags()).toEqual({ canopyAi: true, bundleAnalysis: 'on' });

    fakeLd.flags = { 'canopy-ai': false };
    act(() => fakeLd.emit('change'));
    expect(screen.getByTestId('canopyAi').textContent).toBe('false');
  });

  it('identifies a signed-in user once, by owner id', async () => {
    const client = initFeatureFlags(parseConfigEnv({ LAUNCHDARKLY: 'client-side-id' }));
    const wrapper = ({ children }: { children?: ReactNode }) => (
      <FlagsProvider client={client}>{children}</FlagsProvider>
    );
    const me = currentUserFixture();
    const { rerender } = renderHook(({ user }) => useIdentifyFlags(user), {
      wrapper,
      initialProps: { user: me },
    });
    await waitFor(() => expect(fakeLd.identify).toHaveBeenCalledTimes(1));
    expect(fakeLd.identify.mock.calls[0]![0]).toMatchObject({
      kind: 'user',
      key: '1',
      name: 'Jane Doe',
      email: 'jane@example.com',
      service: 'github',
    });
    rerender({ user: { ...me } });
    await act(() => Promise.resolve());
    expect(fakeLd.identify).toHaveBeenCalledTimes(1);
  });
});

describe('useIdentifyFlags', () => {
  it('does not identify guests', () => {
    const client = createTestFlagsClient();
    const wrapper = ({ children }: { children?: ReactNode }) => (
      <FlagsProvider client={client}>{children}</FlagsProvider>
    );
    renderHook(() => useIdentifyFlags(null), { wrapper });
    renderHook(() => useIdentifyFlags(undefined), { wrapper });
    expect(client.identified).toEqual([]);
  });

  it('normalises flag sets', () => {
    expect(normalizeFlags({ 'canopy-ai': true, 'multi-word-flag': 1, $valid: true })).toEqual({
      canopyAi: true,
      multiWordFlag: 1,
    });
  });
});
