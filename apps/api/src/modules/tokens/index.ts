/** The tokens module's public surface (docs/adr/014): personal API tokens and the upload-token settings. */
export { resolvers } from './resolvers';
