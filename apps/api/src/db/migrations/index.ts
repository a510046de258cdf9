import type { Migration } from 'kysely/migration';
import { initial } from './0001-initial';

/** Every migration, in order. Names are stored in the kysely_migration table: never rename one. */
export const migrations: Record<string, Migration> = {
  '0001-initial': initial,
};
