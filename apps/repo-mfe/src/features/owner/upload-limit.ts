/** From this share of the plan's monthly upload limit the owner page warns that it is near (spec §7: 90 %). */
export const APPROACHING_SHARE = 0.9;

export type UploadLimitState = 'reached' | 'approaching' | null;

/**
 * Where the organisation stands against its plan's monthly upload limit: reached once its private repository
 * uploads of the last 30 days are at the limit (the server refuses the next one), approaching from 90 %. Plans
 * without a limit, and counts the viewer may not see, have nothing to say.
 */
export function uploadLimitState(
  monthlyUploadLimit: number | null | undefined,
  numberOfUploads: number | null | undefined,
): UploadLimitState {
  if (typeof monthlyUploadLimit !== 'number' || typeof numberOfUploads !== 'number') return null;
  if (numberOfUploads >= monthlyUploadLimit) return 'reached';
  return numberOfUploads >= monthlyUploadLimit * APPROACHING_SHARE ? 'approaching' : null;
}
