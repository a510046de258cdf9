import { useCallback, useSyncExternalStore } from 'react';

/** localStorage key mapping each dismissed banner key to true (spec §4/§9). */
export const DISMISSED_BANNERS_KEY = 'dismissed-top-banners';

/**
 * Keys of the four upload-token banners (required or not × admin or member): dismissed one by one, shown again
 * all together when the organisation's upload-token requirement changes (spec §4).
 */
export const UPLOAD_TOKEN_BANNER_KEYS = [
  'upload-token-required-admin-banner',
  'upload-token-required-member-banner',
  'upload-token-not-required-admin-banner',
  'upload-token-not-required-member-banner',
] as const;

const CHANGE_EVENT = 'canopy:dismissed-banners';

function read(): Record<string, boolean> {
  try {
    const raw = window.localStorage.getItem(DISMISSED_BANNERS_KEY);
    const parsed: unknown = raw ? JSON.parse(raw) : {};
    return parsed && typeof parsed === 'object' && !Array.isArray(parsed)
      ? (parsed as Record<string, boolean>)
      : {};
  } catch {
    return {};
  }
}

function write(next: Record<string, boolean>) {
  window.localStorage.setItem(DISMISSED_BANNERS_KEY, JSON.stringify(next));
  window.dispatchEvent(new Event(CHANGE_EVENT));
}

export function isBannerDismissed(key: string): boolean {
  return read()[key] === true;
}

export function dismissBanner(key: string): void {
  write({ ...read(), [key]: true });
}

/** Shows the given banners again (e.g. the upload-token banners after the requirement changed). */
export function clearBannerDismissal(keys: readonly string[]): void {
  const current = read();
  for (const key of keys) delete current[key];
  write(current);
}

function subscribe(onChange: () => void) {
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || event.key === DISMISSED_BANNERS_KEY) onChange();
  };
  window.addEventListener(CHANGE_EVENT, onChange);
  window.addEventListener('storage', onStorage);
  return () => {
    window.removeEventListener(CHANGE_EVENT, onChange);
    window.removeEventListener('storage', onStorage);
  };
}

/** Dismissal state of one banner, kept in step across components and tabs. */
export function useBannerDismissal(key: string | undefined): { dismissed: boolean; dismiss: () => void } {
  const dismissed = useSyncExternalStore(
    subscribe,
    () => (key ? isBannerDismissed(key) : false),
    () => false,
  );
  const dismiss = useCallback(() => {
    if (key) dismissBanner(key);
  }, [key]);
  return { dismissed, dismiss };
}
