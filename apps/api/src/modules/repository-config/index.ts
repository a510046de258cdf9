/** The repository-config module's public surface (docs/adr/014): the configuration page's changes and owner yaml. */
export { resolvers } from './resolvers';
