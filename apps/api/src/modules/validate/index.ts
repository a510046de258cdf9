/** The validate module's public surface: Codecov's POST /validate (docs/adr/014). */
export { routes } from './routes';
export { validateBody, type ValidateAnswer } from './validate-service';
