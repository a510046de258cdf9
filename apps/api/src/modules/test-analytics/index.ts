/** The test analytics module's public surface: the dashboard's reads of a repository's test results (docs/adr/014). */
export { resolvers } from './resolvers';
