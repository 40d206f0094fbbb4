/** The big logo stays centred this long before it moves. */
export const INTRO_OVERLAY_HOLD_MS = 1000;
/** The logo takes this long to move into the header while the overlay fades. */
export const INTRO_OVERLAY_MOVE_MS = 800;
