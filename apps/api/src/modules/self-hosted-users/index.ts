/** The self-hosted users module's public surface: the admin area's REST calls and settings (docs/adr/014). */
export { resolvers } from './resolvers';
export { routes } from './routes';
