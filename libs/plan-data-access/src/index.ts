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
  withoutEndedSubscription,
  type AccountDetails,
  type AccountDetailsArgs,
  type AccountDetailsOptions,
  type AccountDetailsChange,
  type PaymentMethodDetails,
} from './account-details/account-details';
// Billing details (REST, admins of the org): the billing e-mail, the billing address and the payment method
export {
  updateBillingAddressMutationOptions,
  updateBillingEmailMutationOptions,
  updatePaymentMethodMutationOptions,
  useUpdateBillingAddress,
  useUpdateBillingEmail,
  useUpdatePaymentMethod,
  type BillingAddressChange,
  type BillingEmailChange,
  type PaymentMethodChange,
} from './account-details/billing-details';

// Invoices (GraphQL, admins of the org): the list by year and one printable invoice
export { InvoiceFieldsFragment, InvoiceFieldsSchema, type Invoice } from './invoices/invoice-schema';
export {
  InvoicesDocument,
  InvoicesSchema,
  invoicesQuery,
  useInvoices,
  type InvoicesArgs,
} from './invoices/invoices';
export {
  InvoiceDocument,
  InvoiceSchema,
  invoiceQuery,
  useInvoice,
  type InvoiceArgs,
} from './invoices/invoice';

// Members (REST): the organisation's members and their seats
export { membersQueryOptions, useMembers, type MembersArgs, type MembersFilters } from './members/members';
export {
  memberActivationMutationOptions,
  refreshMemberSeats,
  useMemberActivation,
  type MemberActivationVariables,
} from './members/member-activation';
// Plans: the catalogue the organisation may move to, the plan page's usage, and refreshing the plan everywhere
export {
  GetAvailablePlansDocument,
  GetAvailablePlansSchema,
  availablePlansQuery,
  useAvailablePlans,
  type AvailablePlan,
  type AvailablePlansArgs,
} from './plans/available-plans';
export {
  PlanPageDataDocument,
  PlanPageDataSchema,
  planPageDataQuery,
  usePlanPageData,
  type PlanPageData,
} from './plans/plan-page-data';
export { refreshPlanData } from './plans/refresh-plan-data';
// Trials: the 14-day Pro trial of a free organisation (its document is api-client's, shared with repo-mfe)
export {
  StartTrialDocument,
  StartTrialSchema,
  startTrialMutation,
  useStartTrial,
  type StartTrialResult,
  type StartTrialVariables,
} from '@canopy/api-client';
