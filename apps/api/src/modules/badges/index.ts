/** The badges module's public surface: Codecov's badge and graph images (docs/adr/014). */
export { routes } from './routes';
