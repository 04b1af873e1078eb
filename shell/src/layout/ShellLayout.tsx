import { createPortal } from 'react-dom';

/** Placeholder layout: portals into the page's header and footer slots. */
export function ShellLayout() {
  const header = document.getElementById('shell-header');
  const footer = document.getElementById('shell-footer');
  return (
    <>
      {header && createPortal(<header />, header)}
      {footer && createPortal(<footer />, footer)}
    </>
  );
}
