import type { Viewer } from '../auth/viewer';
import type { GraphQLContext } from './context';

export const UNAUTHENTICATED = {
  __typename: 'UnauthenticatedError' as const,
  message: 'You are not authenticated',
};

export function validation(message: string) {
  return { __typename: 'ValidationError' as const, message };
}

export function signedIn(context: GraphQLContext): (Viewer & { owner: NonNullable<Viewer['owner']> }) | null {
  const viewer = context.viewer;
  return viewer?.owner ? { ...viewer, owner: viewer.owner } : null;
}
