/** The me module's public surface (docs/adr/014). */
export { resolvers } from './resolvers';
export { type MeValue } from './me-resolvers';
