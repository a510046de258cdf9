import type { Settings } from '../config/settings';

/** The web app's login page: `/login` on the hosted edition, `/` on a self-hosted install (its landing page). */
export function loginPagePath(settings: Pick<Settings, 'selfHosted'>): string {
  return settings.selfHosted ? '/' : '/login';
}
