// Public surface of @canopy/plan-data-access: the data of plan-mfe's plan, members and billing pages.

// Account details (REST): the plan as billed, member counts, auto-activation, the subscription
export {
  ACCOUNT_DETAILS_QUERY,
  AccountDetailsSchema,
  PaymentMethodDetailsSchema,
  accountDetailsQueryOptions,
  updateAccountDetailsMutationOptions,
  useAccountDetails,
  useUpdateAccountDetails,
  type AccountDetails,
  type AccountDetailsArgs,
  type AccountDetailsChange,
  type PaymentMethodDetails,
} from './account-details/account-details';

// Members (REST): the organisation's members and their seats
export { membersQueryOptions, useMembers, type MembersArgs, type MembersFilters } from './members/members';
export {
  memberActivationMutationOptions,
  refreshMemberSeats,
  useMemberActivation,
  type MemberActivationVariables,
} from './members/member-activation';
