import { useCallback, useSyncExternalStore } from 'react';

/** localStorage key of the getting-started (onboarding) container's visibility: 'true' or 'false'. */
export const ONBOARDING_CONTAINER_KEY = 'show-onboarding-container';
const CHANGE_EVENT = 'canopy:onboarding-container';

function read(): boolean | null {
  const value = window.localStorage.getItem(ONBOARDING_CONTAINER_KEY);
  return value === null ? null : value === 'true';
}

export function setOnboardingContainer(shown: boolean): void {
  window.localStorage.setItem(ONBOARDING_CONTAINER_KEY, String(shown));
  window.dispatchEvent(new Event(CHANGE_EVENT));
}

/**
 * Spec §4: shown when the URL says source=onboarding on GitHub and nothing is stored yet; toggled from the
 * user menu afterwards.
 */
export function applyOnboardingSource(search: string, github: boolean): void {
  if (github && new URLSearchParams(search).get('source') === 'onboarding' && read() === null) {
    setOnboardingContainer(true);
  }
}

function subscribe(onChange: () => void) {
  window.addEventListener(CHANGE_EVENT, onChange);
  window.addEventListener('storage', onChange);
  return () => {
    window.removeEventListener(CHANGE_EVENT, onChange);
    window.removeEventListener('storage', onChange);
  };
}

export function useOnboardingContainer(): { shown: boolean; toggle: () => void } {
  const shown = useSyncExternalStore(
    subscribe,
    () => read() === true,
    () => false,
  );
  const toggle = useCallback(() => setOnboardingContainer(!(read() === true)), []);
  return { shown, toggle };
}
