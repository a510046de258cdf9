import { oktaFormValues, validateOktaForm } from './okta-form-values';

test('every field is required and the base URL must be a web address', () => {
  expect(validateOktaForm(oktaFormValues(null))).toEqual({
    clientId: 'Client ID is required',
    clientSecret: 'Client Secret is required',
    url: 'Okta Base URL is required',
  });
  const filled = { clientId: 'id', clientSecret: 'secret', url: 'acme.okta.com', enabled: true };
  expect(validateOktaForm(filled)).toEqual({ url: 'Enter a valid URL, such as https://your-org.okta.com' });
  expect(validateOktaForm({ ...filled, url: 'ftp://acme.okta.com' }).url).toBeDefined();
  expect(validateOktaForm({ ...filled, url: 'https://acme.okta.com' })).toEqual({});
});
