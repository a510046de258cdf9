/** The config module's public surface (docs/adr/014). */
export { resolvers } from './resolvers';
export { type ConfigValue } from './config-resolvers';
