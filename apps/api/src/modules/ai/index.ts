/**
 * The Canopy AI module's public surface (docs/adr/014, docs/adr/021): the AI app's installations and webhook, and
 * the test suggestions it writes for pull requests.
 */
export { resolvers } from './resolvers';
export { routes } from './routes';
export { SUGGEST_TESTS } from './suggest-job';
export { applyCommentCommand } from './webhook-events';
