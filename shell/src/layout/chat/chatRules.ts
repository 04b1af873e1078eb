/**
 * The floating chat button's numbers (docs/product.md sections 4 and 9) and the pure rules built on them.
 */

/** A pulse starts every 4 s ... */
export const PULSE_EVERY_MS = 4000;
/** ... and lasts 2 s ... */
export const PULSE_FOR_MS = 2000;
/** ... the first one 3 s after the page shows the button. */
export const FIRST_PULSE_MS = 3000;
/** A pointer moved less than this is a click (opens the chat); this far or more is a drag. */
export const DRAG_THRESHOLD_PX = 5;
/** Initial distance from the right and bottom edges of the viewport. */
export const INITIAL_OFFSET_PX = 5;

/** Width of the button: 180 px at viewport width <= 480, 220 at <= 768, otherwise 260. */
export const SIZE_SMALL_PX = 180;
export const SIZE_MEDIUM_PX = 220;
export const SIZE_LARGE_PX = 260;
export const SMALL_VIEWPORT_MAX_PX = 480;
export const MEDIUM_VIEWPORT_MAX_PX = 768;

export function chatButtonSize(viewportWidth: number): number {
  if (viewportWidth <= SMALL_VIEWPORT_MAX_PX) return SIZE_SMALL_PX;
  if (viewportWidth <= MEDIUM_VIEWPORT_MAX_PX) return SIZE_MEDIUM_PX;
  return SIZE_LARGE_PX;
}

/** True once the pointer has moved DRAG_THRESHOLD_PX or more from where it went down. */
export function isDrag(dx: number, dy: number): boolean {
  return Math.hypot(dx, dy) >= DRAG_THRESHOLD_PX;
}

/** Position as distances from the viewport's right and bottom edges (CSS right/bottom). */
export interface Offset {
  right: number;
  bottom: number;
}

export interface Box {
  width: number;
  height: number;
}

export const INITIAL_OFFSET: Readonly<Offset> = Object.freeze({ right: INITIAL_OFFSET_PX, bottom: INITIAL_OFFSET_PX });

function clamp(value: number, min: number, max: number): number {
  return Math.min(Math.max(value, min), Math.max(min, max));
}

/** Keeps the whole button inside the viewport (its top-left corner wins when it is too big). */
export function clampOffset(offset: Offset, button: Box, viewport: Box): Offset {
  return {
    right: clamp(offset.right, 0, viewport.width - button.width),
    bottom: clamp(offset.bottom, 0, viewport.height - button.height),
  };
}
