import { useCallback, useEffect, useRef, useState, type KeyboardEvent, type MouseEvent } from 'react';

/**
 * A disclosure (toggle button + panel) of the header: the mobile menu, the jobs, language and
 * user menus. It toggles on the button, closes on a click or touch outside, on Escape (focus
 * goes back to the button when it was inside) and when a link inside is followed. `resetKey`
 * (the current path) closes it on navigation.
 *
 * Nested disclosures (a menu inside the mobile menu): Escape inside the inner one closes only
 * the inner one, because its key handler stops the event there.
 */
export function useDropdown(panelId: string, resetKey?: unknown) {
  const [open, setOpen] = useState(false);
  const rootRef = useRef<HTMLDivElement>(null);
  const toggleRef = useRef<HTMLButtonElement>(null);

  const close = useCallback((returnFocus = false) => {
    setOpen(false);
    if (returnFocus) toggleRef.current?.focus();
  }, []);

  useEffect(() => setOpen(false), [resetKey]);

  useEffect(() => {
    if (!open) return undefined;
    const outside = (event: Event): boolean => !(event.target instanceof Node && rootRef.current?.contains(event.target));
    const onPointer = (event: Event): void => {
      if (outside(event)) setOpen(false);
    };
    // Escape while focus is elsewhere on the page (Escape inside is handled by onKeyDown below).
    const onKey = (event: globalThis.KeyboardEvent): void => {
      if (event.key === 'Escape' && outside(event)) setOpen(false);
    };
    document.addEventListener('mousedown', onPointer);
    document.addEventListener('touchstart', onPointer, { passive: true });
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('mousedown', onPointer);
      document.removeEventListener('touchstart', onPointer);
      document.removeEventListener('keydown', onKey);
    };
  }, [open]);

  const onKeyDown = (event: KeyboardEvent<HTMLElement>): void => {
    if (event.key !== 'Escape' || !open) return;
    event.stopPropagation();
    close(true);
  };

  // A followed link closes the panel (the page changes under it).
  const onPanelClick = (event: MouseEvent<HTMLElement>): void => {
    if (event.target instanceof Element && event.target.closest('a')) close();
  };

  return {
    open,
    close,
    rootProps: { ref: rootRef, onKeyDown },
    toggleProps: {
      ref: toggleRef,
      type: 'button' as const,
      'aria-expanded': open,
      'aria-controls': panelId,
      onClick: () => setOpen((value) => !value),
    },
    panelProps: { id: panelId, onClick: onPanelClick },
  };
}
