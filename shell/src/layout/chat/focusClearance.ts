import { useEffect } from 'react';
import { overlaps, type Rect } from './rect';

/**
 * What floats over the page (the chat button, the assistant's launcher) carries this attribute:
 * a field that gets focus under one of them is scrolled up until it is clear (a tall form at
 * 375 px would otherwise put its fields, one after the other, under the chat button while the
 * visitor tabs or types through it). The browser's own focus scrolling only brings a field into
 * the viewport, floating things or not.
 */
export const FLOATING_ATTRIBUTE = 'data-floating';
/** Room kept between a focused field and what floats below it. */
export const FOCUS_GAP_PX = 8;

/**
 * How far (px) to scroll the page down so that `field` is clear of every floating box (with
 * FOCUS_GAP_PX), never so far that its top leaves the viewport; 0 when nothing covers it.
 */
export function clearanceScroll(field: Rect, floating: Rect[]): number {
  let needed = 0;
  for (const box of floating) if (overlaps(field, box)) needed = Math.max(needed, field.bottom - box.top + FOCUS_GAP_PX);
  return Math.max(0, Math.min(needed, field.top));
}

/** Keeps the focused element clear of what floats (FLOATING_ATTRIBUTE), for the whole page. */
export function useFocusClearOfFloating(): void {
  useEffect(() => {
    let frame = 0;
    const onFocusIn = (event: FocusEvent) => {
      const target = event.target;
      if (!(target instanceof Element) || target.closest(`[${FLOATING_ATTRIBUTE}]`)) return;
      cancelAnimationFrame(frame);
      // After the browser's own scrolling of the focused element into view.
      frame = requestAnimationFrame(() => {
        if (document.activeElement !== target) return;
        const floating = Array.from(document.querySelectorAll(`[${FLOATING_ATTRIBUTE}]`), (element) => element.getBoundingClientRect());
        const by = clearanceScroll(target.getBoundingClientRect(), floating);
        if (by > 0) window.scrollBy({ top: by, behavior: 'instant' });
      });
    };
    document.addEventListener('focusin', onFocusIn);
    return () => {
      document.removeEventListener('focusin', onFocusIn);
      cancelAnimationFrame(frame);
    };
  }, []);
}
