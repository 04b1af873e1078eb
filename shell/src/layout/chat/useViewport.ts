import { useEffect, useState } from 'react';
import type { Box } from './chatRules';

/** The area a fixed element can use (without scroll bars; window size where layout is unknown). */
export function viewportBox(): Box {
  const root = document.documentElement;
  return { width: root.clientWidth || window.innerWidth, height: root.clientHeight || window.innerHeight };
}

/** window.innerWidth/innerHeight (what CSS media queries use), updated on resize. */
export function useWindowSize(): Box {
  const [size, setSize] = useState<Box>(() => ({ width: window.innerWidth, height: window.innerHeight }));
  useEffect(() => {
    const onResize = (): void => setSize({ width: window.innerWidth, height: window.innerHeight });
    window.addEventListener('resize', onResize);
    return () => window.removeEventListener('resize', onResize);
  }, []);
  return size;
}
