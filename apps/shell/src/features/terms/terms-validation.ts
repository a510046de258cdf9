import * as v from 'valibot';
import { emailSchema, fieldErrors, nameSchema } from '@canopy/api-client';

export interface TermsValues {
  marketingName: string;
  marketingEmail: string;
  marketingConsent: boolean;
  tos: boolean;
}

const tosSchema = v.literal(true, 'You must accept Terms and Conditions.');

const withEmail = v.object({
  marketingName: nameSchema,
  marketingEmail: emailSchema,
  marketingConsent: v.boolean(),
  tos: tosSchema,
});
const withoutEmail = v.object({ marketingName: nameSchema, marketingConsent: v.boolean(), tos: tosSchema });

/** Spec §5: with marketing consent ticked the email field is unregistered, so it is not validated. */
export function termsSchema(values: Pick<TermsValues, 'marketingConsent'>) {
  return values.marketingConsent ? withoutEmail : withEmail;
}

/** Formik `validate`: the first valibot message per field. */
export function validateTerms(values: TermsValues): Partial<Record<keyof TermsValues, string>> {
  return fieldErrors(termsSchema(values), values);
}
