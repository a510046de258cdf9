/** The notifications module's public surface: statuses and pull request comments posted to the git host (docs/adr/014). */
export {
  NOTIFY_COMMIT,
  type NotifyDeps,
  notifyJobHandler,
  queueNotifications,
  requestNotifications,
} from './notify-job';
export { resolvers } from './resolvers';
