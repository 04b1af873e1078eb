import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';

/** How long a target may take to appear (a section drawn once its data has arrived). */
const WAIT_MS = 5000;
const RECHECK_MS = 300;

/**
 * Links with an anchor (the assistant's sources: /inexperienced#salary-simulation,
 * /about#faq-fees) land on their section: once the element with that id exists (screens load
 * lazily and some sections wait for data), it is scrolled into view and, when it is a closed FAQ
 * entry (<details>), opened. Runs after the shell's scroll to the top of a new page.
 */
export function HashScroller() {
  const { pathname, hash } = useLocation();
  useEffect(() => {
    const id = decodeURIComponent(hash.replace(/^#/, ''));
    if (!id) return undefined;
    const started = performance.now();
    let again: ReturnType<typeof setTimeout> | undefined;
    const show = (target: HTMLElement) => target.scrollIntoView?.({ block: 'start' });
    let frame = requestAnimationFrame(function look() {
      const target = document.getElementById(id);
      if (target) {
        if (target instanceof HTMLDetailsElement) target.open = true;
        show(target);
        // The shell scrolls a new page to the top when its route event comes: if that came after, once more.
        again = setTimeout(() => {
          if (Math.abs(target.getBoundingClientRect().top) > 100) show(target);
        }, RECHECK_MS);
        return;
      }
      if (performance.now() - started < WAIT_MS) frame = requestAnimationFrame(look);
    });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(again);
    };
  }, [pathname, hash]);
  return null;
}
