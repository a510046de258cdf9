import type { OktaConfig } from '@canopy/api-client';

export interface OktaFormValues {
  clientId: string;
  clientSecret: string;
  url: string;
  enabled: boolean;
}

export const oktaFormValues = (config: OktaConfig | null): OktaFormValues => ({
  clientId: config?.clientId ?? '',
  clientSecret: config?.clientSecret ?? '',
  url: config?.url ?? '',
  enabled: config?.enabled ?? false,
});

/** The fields Okta needs; the server checks the URL again (https, or a loopback address in development). */
export function validateOktaForm(values: OktaFormValues): Partial<Record<keyof OktaFormValues, string>> {
  const errors: Partial<Record<keyof OktaFormValues, string>> = {};
  if (!values.clientId.trim()) errors.clientId = 'Client ID is required';
  if (!values.clientSecret.trim()) errors.clientSecret = 'Client Secret is required';
  const url = values.url.trim();
  if (!url) errors.url = 'Okta Base URL is required';
  else if (!isWebUrl(url)) errors.url = 'Enter a valid URL, such as https://your-org.okta.com';
  return errors;
}

function isWebUrl(text: string): boolean {
  try {
    const url = new URL(text);
    return (url.protocol === 'https:' || url.protocol === 'http:') && url.hostname !== '';
  } catch {
    return false;
  }
}
