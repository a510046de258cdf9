/** Height of one line in px: fixed, so the virtualizer never measures. */
export const CODE_ROW_HEIGHT = 20;
/** Rows rendered above and below the viewport. */
export const CODE_OVERSCAN = 45;
