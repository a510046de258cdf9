/** The Okta module's public surface (docs/adr/014): single sign-on with an organisation's Okta. */
export { resolvers } from './resolvers';
export { routes } from './routes';
