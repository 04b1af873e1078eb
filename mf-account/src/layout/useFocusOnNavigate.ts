import { useEffect, useRef, type RefObject } from 'react';

/**
 * After a navigation inside the account area (not on first load), moves focus to the new
 * screen's h1 so keyboard and screen-reader users start at the top of what changed. Screens
 * load lazily, so it waits (briefly) for the heading to appear.
 */
export function useFocusOnNavigate(container: RefObject<HTMLElement | null>, pathname: string): void {
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return undefined;
    }
    const root = container.current;
    if (!root) return undefined;
    const focusHeading = (): boolean => {
      const heading = root.querySelector('h1');
      if (!heading) return false;
      if (!heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1');
      heading.focus({ preventScroll: true });
      return true;
    };
    if (focusHeading()) return undefined;
    const observer = new MutationObserver(() => {
      if (focusHeading()) observer.disconnect();
    });
    observer.observe(root, { childList: true, subtree: true });
    const timer = window.setTimeout(() => observer.disconnect(), 5000);
    return () => {
      observer.disconnect();
      window.clearTimeout(timer);
    };
  }, [container, pathname]);
}
