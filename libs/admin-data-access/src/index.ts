// Public surface of @canopy/admin-data-access: the documents and REST calls of admin-mfe's pages.

// Users: the install's people and their seats
export {
  SelfHostedUserSchema,
  SelfHostedUsersPageSchema,
  SELF_HOSTED_USERS_QUERY,
  selfHostedUsersQueryOptions,
  useSelfHostedUsers,
  type SelfHostedUser,
  type SelfHostedUsersPage,
  type SelfHostedUsersFilters,
} from './users/self-hosted-users';
export {
  updateSelfHostedUserMutationOptions,
  useUpdateSelfHostedUser,
  type UpdateSelfHostedUserVariables,
} from './users/update-self-hosted-user';

// Access: the install's admins
export { selfHostedAdminsQueryOptions, useSelfHostedAdmins } from './access/self-hosted-admins';

// Settings: auto-activation and the seat counts
export {
  SelfHostedSettingsDocument,
  SelfHostedSettingsSchema,
  selfHostedSettingsQuery,
  useSelfHostedSettings,
  type SelfHostedSettings,
} from './settings/self-hosted-settings';
export {
  UpdateSelfHostedSettingsDocument,
  UpdateSelfHostedSettingsSchema,
  updateSelfHostedSettingsMutation,
  useUpdateSelfHostedSettings,
  type UpdateSelfHostedSettingsVariables,
  type UpdateSelfHostedSettingsResult,
} from './settings/update-self-hosted-settings';
