import * as v from 'valibot';

/** The words of spec §5 for a person's name and e-mail, whichever form asks for them. */
export const NAME_REQUIRED = 'Name is required';
export const INVALID_EMAIL = 'Invalid email';

/** A name of at least one character once trimmed (the server checks the same). */
export const nameSchema = v.pipe(v.string(), v.trim(), v.minLength(1, NAME_REQUIRED));
/** A well-formed e-mail address once trimmed (the server checks the same). */
export const emailSchema = v.pipe(v.string(), v.trim(), v.email(INVALID_EMAIL));

/** Formik `validate` over a valibot schema: the first message per field. */
export function fieldErrors<TValues extends object>(
  schema: v.GenericSchema,
  values: TValues,
): Partial<Record<keyof TValues, string>> {
  const result = v.safeParse(schema, values);
  if (result.success) return {};
  const errors: Partial<Record<keyof TValues, string>> = {};
  for (const issue of result.issues) {
    const key = v.getDotPath(issue) as keyof TValues | null;
    if (key && !errors[key]) errors[key] = issue.message;
  }
  return errors;
}
