import type { NotificationKind, NotificationOutcome, Resolvers } from '../../graphql/generated/resolvers';
import type { GraphQLContext } from '../../graphql/context';
import { notificationsOfCommit } from './notifications-store';

const KINDS: Record<string, NotificationKind> = {
  status: 'STATUS',
  check_run: 'CHECK_RUN',
  comment: 'COMMENT',
  error_comment: 'UPLOAD_ERROR_COMMENT',
};

/** The notifications area of the schema (libs/graphql-schema/src/schema/notifications.graphql). */
export const resolvers: Resolvers<GraphQLContext> = {
  Commit: {
    // A commit is only reached through a repository the viewer may see.
    notifications: (commit, _args, context) => notificationsOfCommit(context.db, commit.id),
  },
  CommitNotification: {
    outcome: (row) => row.outcome.toUpperCase() as NotificationOutcome,
    kind: (row) => (row.kind ? (KINDS[row.kind] ?? null) : null),
  },
};
