/** How long the curtain takes to come in or go out. */
export const CURTAIN_TRANSITION_MS = 600;
