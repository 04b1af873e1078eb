/**
 * docs/product.md section 2: every navigation scrolls to the top, unless the user went back (or forward):
 * then the browser's own scroll restoration applies. single-spa marks the popstate events it fires
 * itself after pushState/replaceState with `singleSpa: true`; a real Back has no such mark.
 */
export function isHistoryTraversal(event: Event | undefined): boolean {
  return event?.type === 'popstate' && !(event as Event & { singleSpa?: boolean }).singleSpa;
}

export function installScrollToTop(): () => void {
  let lastPath = window.location.pathname;
  const onRoute = (event: Event): void => {
    const detail = (event as CustomEvent<{ originalEvent?: Event }>).detail;
    const path = window.location.pathname;
    const changed = path !== lastPath;
    lastPath = path;
    if (changed && !isHistoryTraversal(detail?.originalEvent)) window.scrollTo(0, 0);
  };
  window.addEventListener('single-spa:routing-event', onRoute);
  return () => window.removeEventListener('single-spa:routing-event', onRoute);
}
