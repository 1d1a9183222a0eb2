/** The customer's sign-off on the installer's phone: the work is completed, or completed with issues named. */
export const SIGN_OFF_OUTCOMES = ["completed", "issues"] as const;
export type SignOffOutcome = (typeof SIGN_OFF_OUTCOMES)[number];
