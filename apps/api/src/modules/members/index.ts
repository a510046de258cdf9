/** The members module's public surface: the organisation members REST (docs/adr/014). */
export { routes } from './routes';
