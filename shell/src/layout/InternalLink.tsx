import type { AnchorHTMLAttributes, MouseEvent } from 'react';
import { navigateToUrl } from 'single-spa';
import { useLocationPath } from '../routing/useLocationPath';

type Props = AnchorHTMLAttributes<HTMLAnchorElement> & { href: string };

/** A plain left click (no modifier): the page navigates in place; anything else is the browser's. */
function isPlainClick(event: MouseEvent<HTMLAnchorElement>): boolean {
  return !event.defaultPrevented && event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
}

/**
 * A link to a route of this site. It keeps a real href (middle click, "open in new tab", copy
 * link) and navigates through single-spa, so the remote owning the path mounts without a reload.
 * The link to the current page carries aria-current="page".
 */
export function InternalLink({ href, onClick, children, ...rest }: Props) {
  const path = useLocationPath();
  return (
    <a
      {...rest}
      href={href}
      aria-current={path === href ? 'page' : undefined}
      onClick={(event) => {
        onClick?.(event);
        if (!isPlainClick(event)) return;
        event.preventDefault();
        navigateToUrl(href);
      }}
    >
      {children}
    </a>
  );
}
