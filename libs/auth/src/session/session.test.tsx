import {
  createApiWrapper,
  createTestApiClients,
  internalUserFixture,
  restHandler,
  setupApiMocks,
} from '@canopy/api-client/testing';
import { renderHook, waitFor } from '@testing-library/react';
import {
  applyImpersonationParam,
  IMPERSONATION_COOKIE,
  isImpersonating,
  useImpersonation,
} from './impersonation';
import { useSessionUser } from './session-user';

const server = setupApiMocks();

describe('useSessionUser', () => {
  it('is the internal user when signed in', async () => {
    server.use(restHandler('get', '/user', internalUserFixture()));
    const { result } = renderHook(() => useSessionUser(), {
      wrapper: createApiWrapper(createTestApiClients()),
    });
    expect(result.current).toMatchObject({ isLoading: true, isGuest: false, user: null });
    await waitFor(() => expect(result.current.isLoading).toBe(false));
    expect(result.current.isGuest).toBe(false);
    expect(result.current.user?.email).toBe('jane@example.com');
  });

  it('is a guest when the server refuses (the client turns the error into {})', async () => {
    server.use(
      restHandler(
        'get',
        '/user',
        { detail: 'Authentication credentials were not provided.' },
        { status: 401 },
      ),
    );
    const { result } = renderHook(() => useSessionUser(), {
      wrapper: createApiWrapper(createTestApiClients()),
    });
    await waitFor(() => expect(result.current.isLoading).toBe(false));
    expect(result.current).toEqual({ user: null, isLoading: false, isGuest: true });
  });
});

describe('impersonation', () => {
  afterEach(() => applyImpersonationParam('?user='));

  const cookie = () =>
    document.cookie.split('; ').find((part) => part.startsWith(`${IMPERSONATION_COOKIE}=`));

  it('a non-empty user parameter sets the staff_user cookie', () => {
    expect(applyImpersonationParam('?user=codecov-staff&x=1')).toBe(true);
    expect(cookie()).toBe('staff_user=codecov-staff');
    expect(isImpersonating()).toBe(true);
  });

  it('a present but empty user parameter removes it', () => {
    applyImpersonationParam('?user=someone');
    expect(applyImpersonationParam('?user=')).toBe(false);
    expect(cookie()).toBeUndefined();
  });

  it('no user parameter leaves the cookie as it is', () => {
    applyImpersonationParam('?user=someone');
    expect(applyImpersonationParam('?tab=repos')).toBe(true);
    expect(applyImpersonationParam('')).toBe(true);
  });

  it('useImpersonation applies the search and reports the cookie', () => {
    const { result, rerender } = renderHook(({ search }: { search?: string }) => useImpersonation(search), {
      initialProps: { search: '?user=jane' } as { search?: string },
    });
    expect(result.current.isImpersonating).toBe(true);
    rerender({ search: '?user=' });
    expect(result.current.isImpersonating).toBe(false);
    rerender({ search: undefined });
    expect(result.current.isImpersonating).toBe(false);
  });

  it('useImpersonation calls onChange only when whom the user looks as changes', () => {
    const onChange = jest.fn();
    const { rerender } = renderHook(({ search }: { search: string }) => useImpersonation(search, onChange), {
      initialProps: { search: '?user=jane' },
    });
    expect(onChange).toHaveBeenCalledTimes(1);
    rerender({ search: '?user=jane&tab=1' });
    rerender({ search: '?tab=2' });
    expect(onChange).toHaveBeenCalledTimes(1);
    rerender({ search: '?user=' });
    expect(onChange).toHaveBeenCalledTimes(2);
  });
});
