/** A box in viewport pixels (what getBoundingClientRect gives, the edges only). */
export interface Rect {
  top: number;
  bottom: number;
  left: number;
  right: number;
}

/** Whether two boxes share any area (touching edges do not). */
export function overlaps(a: Rect, b: Rect): boolean {
  return a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;
}
