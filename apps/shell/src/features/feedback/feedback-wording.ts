/** The widget's wording (spec §2 "Feedback widget"). */
export const FEEDBACK_TITLE = 'Give Feedback';
export const FEEDBACK_SUBMIT = 'Send Feedback';
export const FEEDBACK_PLACEHOLDER = 'Share your experience and suggest opportunities for improvement.';
export const FEEDBACK_NAME_LABEL = 'Username';
export const FEEDBACK_SENT = 'Thank you for your feedback!';

export interface FeedbackDefaults {
  /** Prefills the 'Username' field. */
  username?: string | null;
  /** Prefills the e-mail field. */
  email?: string | null;
}
