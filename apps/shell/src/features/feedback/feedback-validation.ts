import * as v from 'valibot';
import { emailSchema, fieldErrors } from '@canopy/api-client';

export interface FeedbackValues {
  /** The name field, labelled 'Username'; optional. */
  name: string;
  email: string;
  message: string;
}

/** Spec §5: the feedback widget requires an e-mail. The message is what is sent, so it is required too. */
export const feedbackSchema = v.object({
  name: v.string(),
  email: v.pipe(v.string(), v.trim(), v.nonEmpty('Email is required'), emailSchema),
  message: v.pipe(v.string(), v.trim(), v.nonEmpty('Description is required')),
});

/** Formik `validate`: the first valibot message per field. */
export function validateFeedback(values: FeedbackValues): Partial<Record<keyof FeedbackValues, string>> {
  return fieldErrors(feedbackSchema, values);
}
