import * as v from 'valibot';

export interface FeedbackValues {
  /** The name field, labelled 'Username'; optional. */
  name: string;
  email: string;
  message: string;
}

/** Spec §5: the feedback widget requires an e-mail. The message is what is sent, so it is required too. */
export const feedbackSchema = v.object({
  name: v.string(),
  email: v.pipe(v.string(), v.trim(), v.nonEmpty('Email is required'), v.email('Invalid email')),
  message: v.pipe(v.string(), v.trim(), v.nonEmpty('Description is required')),
});

/** Formik `validate`: the first valibot message per field. */
export function validateFeedback(values: FeedbackValues): Partial<Record<keyof FeedbackValues, string>> {
  const result = v.safeParse(feedbackSchema, values);
  if (result.success) return {};
  const errors: Partial<Record<keyof FeedbackValues, string>> = {};
  for (const issue of result.issues) {
    const key = v.getDotPath(issue) as keyof FeedbackValues | null;
    if (key && !errors[key]) errors[key] = issue.message;
  }
  return errors;
}
