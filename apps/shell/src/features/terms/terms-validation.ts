import * as v from 'valibot';

export interface TermsValues {
  marketingName: string;
  marketingEmail: string;
  marketingConsent: boolean;
  tos: boolean;
}

const nameSchema = v.pipe(v.string(), v.trim(), v.minLength(1, 'Name is required'));
const emailSchema = v.pipe(v.string(), v.trim(), v.email('Invalid email'));
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
  const result = v.safeParse(termsSchema(values), values);
  if (result.success) return {};
  const errors: Partial<Record<keyof TermsValues, string>> = {};
  for (const issue of result.issues) {
    const key = v.getDotPath(issue) as keyof TermsValues | null;
    if (key && !errors[key]) errors[key] = issue.message;
  }
  return errors;
}
