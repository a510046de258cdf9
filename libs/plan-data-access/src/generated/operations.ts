/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
export type InvoiceFieldsFragment = { id: string, number: string | null, status: string | null, currency: string, amountDue: number, amountPaid: number, subtotal: number, total: number, created: number, periodStart: number, periodEnd: number, dueDate: number | null, customerName: string | null, customerEmail: string | null, customerAddress: string | null, footer: string | null, hostedInvoiceUrl: string | null, invoicePdf: string | null, defaultPaymentMethod: { billingDetails: { name: string | null, email: string | null, phone: string | null, address: { line1: string | null, line2: string | null, city: string | null, state: string | null, postalCode: string | null, country: string | null } | null } | null, card: { brand: string | null, expMonth: number | null, expYear: number | null, last4: string | null } | null, usBankAccount: { bankName: string | null, last4: string | null } | null } | null, lineItems: Array<{ amount: number, currency: string, description: string, quantity: number | null, periodStart: number | null, periodEnd: number | null }>, taxIds: Array<{ type: string, value: string }> };

export type InvoiceQueryVariables = Exact<{
  owner: string;
  invoiceId: string;
}>;


export type InvoiceQuery = { owner: { ownerid: number | null, username: string | null, invoice: { id: string, number: string | null, status: string | null, currency: string, amountDue: number, amountPaid: number, subtotal: number, total: number, created: number, periodStart: number, periodEnd: number, dueDate: number | null, customerName: string | null, customerEmail: string | null, customerAddress: string | null, footer: string | null, hostedInvoiceUrl: string | null, invoicePdf: string | null, defaultPaymentMethod: { billingDetails: { name: string | null, email: string | null, phone: string | null, address: { line1: string | null, line2: string | null, city: string | null, state: string | null, postalCode: string | null, country: string | null } | null } | null, card: { brand: string | null, expMonth: number | null, expYear: number | null, last4: string | null } | null, usBankAccount: { bankName: string | null, last4: string | null } | null } | null, lineItems: Array<{ amount: number, currency: string, description: string, quantity: number | null, periodStart: number | null, periodEnd: number | null }>, taxIds: Array<{ type: string, value: string }> } | null } | null };

export type InvoicesQueryVariables = Exact<{
  owner: string;
}>;


export type InvoicesQuery = { owner: { ownerid: number | null, username: string | null, invoices: Array<{ id: string, number: string | null, status: string | null, currency: string, amountDue: number, amountPaid: number, subtotal: number, total: number, created: number, periodStart: number, periodEnd: number, dueDate: number | null, customerName: string | null, customerEmail: string | null, customerAddress: string | null, footer: string | null, hostedInvoiceUrl: string | null, invoicePdf: string | null, defaultPaymentMethod: { billingDetails: { name: string | null, email: string | null, phone: string | null, address: { line1: string | null, line2: string | null, city: string | null, state: string | null, postalCode: string | null, country: string | null } | null } | null, card: { brand: string | null, expMonth: number | null, expYear: number | null, last4: string | null } | null, usBankAccount: { bankName: string | null, last4: string | null } | null } | null, lineItems: Array<{ amount: number, currency: string, description: string, quantity: number | null, periodStart: number | null, periodEnd: number | null }>, taxIds: Array<{ type: string, value: string }> }> | null } | null };

export type GetAvailablePlansQueryVariables = Exact<{
  owner: string;
}>;


export type GetAvailablePlansQuery = { owner: { ownerid: number | null, username: string | null, availablePlans: Array<{ baseUnitPrice: number, benefits: Array<string>, billingRate: string | null, isEnterprisePlan: boolean, isFreePlan: boolean, isProPlan: boolean, isSentryPlan: boolean, isTeamPlan: boolean, isTrialPlan: boolean, marketingName: string, monthlyUploadLimit: number | null, value: string }> | null } | null };

export type PlanPageDataQueryVariables = Exact<{
  owner: string;
}>;


export type PlanPageDataQuery = { owner: { ownerid: number | null, username: string | null, numberOfUploads: number | null } | null };
