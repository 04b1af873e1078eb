import { useEffect } from 'react';

/** Sets `document.title` to "<title> · LPK Kaigo" while the screen is shown. */
export function usePageTitle(title: string): void {
  useEffect(() => {
    const previous = document.title;
    document.title = title ? `${title} · LPK Kaigo` : 'LPK Kaigo';
    return () => {
      document.title = previous;
    };
  }, [title]);
}
