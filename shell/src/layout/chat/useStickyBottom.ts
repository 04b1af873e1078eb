import { useEffect, useState } from 'react';
import { overlaps, type Rect } from './rect';

/** Attribute a remote puts on a bar that sticks to the bottom of the viewport (e.g. a compare bar). */
export const STICKY_BOTTOM_ATTRIBUTE = 'data-sticky-bottom';
/**
 * Attribute a remote puts on a page's primary action ("Ke dashboard" on /registration-success): the
 * chat button never covers it, at first view or after a scroll; it is lifted above it like above a bar.
 */
export const PRIMARY_ACTION_ATTRIBUTE = 'data-primary-action';
/** Everything the chat button keeps clear of. */
const KEPT_CLEAR_SELECTOR = `[${STICKY_BOTTOM_ATTRIBUTE}], [${PRIMARY_ACTION_ATTRIBUTE}]`;
/** Space kept between the chat button and a bar it is lifted above. */
export const STICKY_GAP_PX = 8;

/**
 * The bottom offset (CSS `bottom`, px) that keeps a fixed box of `width` x `height`, `right` px from
 * the viewport's right edge, clear of every bar in `bars`: while it would cover one, it is lifted
 * just above that bar's top edge. Never lower than `bottom`.
 */
export function liftAbove(bottom: number, right: number, width: number, height: number, bars: Rect[], viewport: { width: number; height: number }): number {
  let lifted = bottom;
  const sorted = [...bars].sort((a, b) => b.top - a.top);
  for (let pass = 0; pass < sorted.length; pass += 1) {
    let moved = false;
    for (const bar of sorted) {
      const box: Rect = {
        left: viewport.width - right - width,
        right: viewport.width - right,
        bottom: viewport.height - lifted,
        top: viewport.height - lifted - height,
      };
      if (overlaps(box, bar)) {
        lifted = Math.max(lifted, viewport.height - bar.top + STICKY_GAP_PX);
        moved = true;
      }
    }
    if (!moved) break;
  }
  return lifted;
}

/** Visible boxes of the elements marked `data-sticky-bottom` or `data-primary-action`, in viewport coordinates. */
export function stickyBars(): Rect[] {
  const bars: Rect[] = [];
  document.querySelectorAll<HTMLElement>(KEPT_CLEAR_SELECTOR).forEach((element) => {
    const r = element.getBoundingClientRect();
    if (r.width > 0 && r.height > 0 && r.bottom > 0 && r.top < window.innerHeight) bars.push({ top: r.top, bottom: r.bottom, left: r.left, right: r.right });
  });
  return bars;
}

/**
 * A counter that changes whenever a bottom bar or a primary action may have moved: the page
 * scrolled or resized, a marked element was added, removed or changed size. Reading `stickyBars()` on each change gives
 * their current boxes.
 */
export function useStickyBarsVersion(): number {
  const [version, setVersion] = useState(0);
  useEffect(() => {
    let frame = 0;
    const bump = (): void => {
      if (frame) return;
      frame = window.requestAnimationFrame(() => {
        frame = 0;
        observeMarked();
        setVersion((v) => v + 1);
      });
    };
    const resize = typeof ResizeObserver === 'undefined' ? undefined : new ResizeObserver(bump);
    const observeMarked = (): void => {
      if (!resize) return;
      resize.disconnect();
      document.querySelectorAll(KEPT_CLEAR_SELECTOR).forEach((el) => resize.observe(el));
    };
    const mutations = new MutationObserver(bump);
    mutations.observe(document.body, {
      childList: true,
      subtree: true,
      attributes: true,
      attributeFilter: [STICKY_BOTTOM_ATTRIBUTE, PRIMARY_ACTION_ATTRIBUTE],
    });
    observeMarked();
    window.addEventListener('scroll', bump, { passive: true });
    window.addEventListener('resize', bump);
    // Once after the first paint too: what is already on the page (a primary action at first view) is measured
    // against the button as drawn (its height is unknown before that).
    bump();
    return () => {
      if (frame) window.cancelAnimationFrame(frame);
      mutations.disconnect();
      resize?.disconnect();
      window.removeEventListener('scroll', bump);
      window.removeEventListener('resize', bump);
    };
  }, []);
  return version;
}
