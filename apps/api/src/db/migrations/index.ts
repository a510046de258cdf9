import type { Migration } from 'kysely/migration';
import { initial } from './0001-initial';
import { coverage } from './0002-coverage';
import { comparisons } from './0003-comparisons';
import { deletedFlags } from './0004-deleted-flags';
import { oauthSignIn } from './0005-oauth-sign-in';
import { hostSync } from './0006-host-sync';
import { okta } from './0007-okta';
import { commitYamlSource } from './0009-commit-yaml-source';
import { notifications } from './0010-notifications';
import { githubApp } from './0011-github-app';
import { notificationKind } from './0012-notification-kind';
import { installOktaSignIn } from './0013-install-okta-sign-in';
import { ownerHostEmail } from './0014-owner-host-email';
import { orgAdmins } from './0015-org-admins';
import { licenceFromConfiguration } from './0016-licence-from-configuration';
import { bundleAnalysis } from './0017-bundle-analysis';
import { pullCommentBundles } from './0018-pull-comment-bundles';
import { bundleCacheConfig } from './0019-bundle-cache-config';
import { coverageEnabled } from './0020-coverage-enabled';
import { testAnalytics } from './0021-test-analytics';
import { billing } from './0022-billing';
import { ai } from './0023-ai';
import { uploadsByRepository } from './0024-uploads-by-repository';

/** Every migration, in order. Names are stored in the kysely_migration table: never rename one. */
export const migrations: Record<string, Migration> = {
  '0001-initial': initial,
  '0002-coverage': coverage,
  '0003-comparisons': comparisons,
  '0004-deleted-flags': deletedFlags,
  '0005-oauth-sign-in': oauthSignIn,
  '0006-host-sync': hostSync,
  '0007-okta': okta,
  '0009-commit-yaml-source': commitYamlSource,
  '0010-notifications': notifications,
  '0011-github-app': githubApp,
  '0012-notification-kind': notificationKind,
  '0013-install-okta-sign-in': installOktaSignIn,
  '0014-owner-host-email': ownerHostEmail,
  '0015-org-admins': orgAdmins,
  '0016-licence-from-configuration': licenceFromConfiguration,
  '0017-bundle-analysis': bundleAnalysis,
  '0018-pull-comment-bundles': pullCommentBundles,
  '0019-bundle-cache-config': bundleCacheConfig,
  '0020-coverage-enabled': coverageEnabled,
  '0021-test-analytics': testAnalytics,
  '0022-billing': billing,
  '0023-ai': ai,
  '0024-uploads-by-repository': uploadsByRepository,
};
