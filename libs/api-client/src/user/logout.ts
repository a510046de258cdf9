import { apiPath, defaultApiUrl } from '../client/api-url';

export interface LogoutOptions {
  /** Defaults to `window.configEnv.API_URL`. */
  apiUrl?: string;
  fetch?: typeof fetch;
}

/**
 * Signs out: `POST {API_URL}/logout` with cookies (spec §7). The server ends the session and clears the
 * `staff_user` cookie. Resolves once the server has answered, whatever the status (a session that had
 * already expired is signed out too); rejects only when the server cannot be reached. The caller then
 * navigates to `/login`.
 */
export async function logout(_provider?: string, options: LogoutOptions = {}): Promise<void> {
  const fetchImpl = options.fetch ?? globalThis.fetch;
  await fetchImpl(apiPath('/logout', options.apiUrl ?? defaultApiUrl()), {
    method: 'POST',
    credentials: 'include',
  });
}
