// Public surface of @canopy/account-data-access: the documents and REST calls of account-mfe's pages.
export {
  OrgUserSchema,
  OrgUsersPageSchema,
  nextOrgUsersPage,
  orgUserOrderings,
  orgUsersQueryOptions,
  useOrgUsers,
  type OrgUser,
  type OrgUserOrdering,
  type OrgUsersArgs,
  type OrgUsersPage,
} from './admin/org-users';
export {
  updateOrgUserMutationOptions,
  useUpdateOrgUser,
  type UpdateOrgUserVariables,
} from './admin/update-org-user';
