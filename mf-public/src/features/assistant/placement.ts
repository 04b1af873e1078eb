import { useEffect, useState, type RefObject } from 'react';

/**
 * Where the launcher sits: bottom-left, 5 px from the edges (the mirror of the shell's chat button,
 * bottom-right), so the two never meet at their default places. When something fixed, or sticky
 * to the bottom of the viewport, lies where the launcher would be (the compare bar of the LPK
 * search, the chat button dragged there, a sticky form footer), the launcher and its panel rise
 * just above it. Checked again on scroll, resize and page changes (once per frame).
 */
export const EDGE_PX = 5;
const GAP_PX = 8;

/** The closest ancestor-or-self that is fixed, or sticky to the bottom edge; undefined for the page's flow. */
function barOf(element: Element, mine: Element): HTMLElement | undefined {
  for (let node: Element | null = element; node && node !== document.body && node !== document.documentElement; node = node.parentElement) {
    if (node === mine) return undefined;
    const style = getComputedStyle(node);
    if (style.position === 'fixed' || (style.position === 'sticky' && style.bottom !== 'auto')) return node as HTMLElement;
  }
  return undefined;
}

/** The top (px) of the highest fixed or sticky element lying where the launcher would be with its bottom at `bottom`; Infinity for none. */
function highestUnder(rect: DOMRect, bottom: number, mine: Element): number {
  const top = bottom - rect.height;
  let highest = Infinity;
  for (const x of [rect.left + 2, rect.left + rect.width / 2, rect.right - 2]) {
    for (const y of [top + 2, top + rect.height / 2, bottom - 2]) {
      // What would be seen there without the launcher: the topmost element that is not ours.
      const hit = document.elementsFromPoint(x, y).find((element) => !mine.contains(element));
      const bar = hit && barOf(hit, mine);
      if (bar) highest = Math.min(highest, bar.getBoundingClientRect().top);
    }
  }
  return highest;
}

/** Rises checked in turn: above a bar, then above what sits above it (the chat button lifted above the same bar). */
const MAX_RISES = 4;

/** How far (px) the launcher must rise so that nothing fixed or sticky lies under it. */
export function liftNeeded(launcher: HTMLElement, mine: Element): number {
  if (typeof document.elementsFromPoint !== 'function') return 0;
  const rect = launcher.getBoundingClientRect();
  if (!rect.width || !rect.height) return 0;
  const base = window.innerHeight - EDGE_PX;
  const most = Math.round(window.innerHeight / 2);
  let bottom = base;
  for (let rise = 0; rise < MAX_RISES; rise += 1) {
    const highest = highestUnder(rect, bottom, mine);
    if (highest === Infinity) break;
    const next = Math.min(bottom, highest - GAP_PX);
    if (next === bottom || base - next >= most) {
      bottom = Math.min(bottom, next);
      break;
    }
    bottom = next;
  }
  return Math.min(Math.max(0, base - bottom), most);
}

/** The current lift of the launcher in `mine` (its own elements are never an obstacle). */
export function useLift(launcher: RefObject<HTMLElement | null>, mine: RefObject<HTMLElement | null>): number {
  const [lift, setLift] = useState(0);
  useEffect(() => {
    let frame = 0;
    const measure = () => {
      frame = 0;
      if (launcher.current && mine.current) setLift(liftNeeded(launcher.current, mine.current));
    };
    const schedule = () => {
      if (!frame) frame = requestAnimationFrame(measure);
    };
    window.addEventListener('scroll', schedule, { passive: true });
    window.addEventListener('resize', schedule);
    const observer = typeof MutationObserver === 'function' ? new MutationObserver(schedule) : undefined;
    observer?.observe(document.body, { childList: true, subtree: true, attributes: true, attributeFilter: ['class', 'style', 'hidden'] });
    schedule();
    return () => {
      window.removeEventListener('scroll', schedule);
      window.removeEventListener('resize', schedule);
      observer?.disconnect();
      if (frame) cancelAnimationFrame(frame);
    };
  }, [launcher, mine]);
  return lift;
}

/**
 * A control that gets keyboard focus while under the launcher (tabbing down a form at the bottom
 * of a small screen) is scrolled up just clear of it, so the launcher never hides what is being used.
 */
export function useFocusClear(launcher: RefObject<HTMLElement | null>, mine: RefObject<HTMLElement | null>): void {
  useEffect(() => {
    let frame = 0;
    const onFocus = (event: FocusEvent) => {
      const target = event.target;
      if (!(target instanceof Element) || mine.current?.contains(target)) return;
      cancelAnimationFrame(frame);
      // After the browser's own scrolling to the focused element.
      frame = requestAnimationFrame(() => {
        const button = launcher.current;
        if (!button || !target.isConnected) return;
        const control = target.getBoundingClientRect();
        const cover = button.getBoundingClientRect();
        const overlaps = control.left < cover.right && cover.left < control.right && control.top < cover.bottom && cover.top < control.bottom;
        if (overlaps) window.scrollBy({ top: control.bottom - cover.top + GAP_PX });
      });
    };
    document.addEventListener('focusin', onFocus);
    return () => {
      document.removeEventListener('focusin', onFocus);
      cancelAnimationFrame(frame);
    };
  }, [launcher, mine]);
}
