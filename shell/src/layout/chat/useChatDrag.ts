import { useEffect, useRef, useState, type MouseEvent, type PointerEvent, type RefObject } from 'react';
import { INITIAL_OFFSET, clampOffset, isDrag, type Box, type Offset } from './chatRules';
import { liftAbove, stickyBars } from './useStickyBottom';
import { viewportBox } from './useViewport';

interface DragStart {
  pointerId: number;
  x: number;
  y: number;
  from: Offset;
  button: Box;
  moved: boolean;
}

/**
 * Where the chat button is and how it is dragged: a press that moves less than DRAG_THRESHOLD_PX
 * is a click, a longer one drags the button (kept inside the viewport) and the click that follows
 * its release is swallowed. At rest the button is drawn above any sticky bottom bar or primary
 * action it would cover; a resized window keeps it inside the viewport.
 */
export function useChatDrag(link: RefObject<HTMLAnchorElement | null>, width: number, windowSize: Box) {
  const [offset, setOffset] = useState<Offset>(INITIAL_OFFSET);
  const [dragging, setDragging] = useState(false);
  const drag = useRef<DragStart | null>(null);
  const swallowClick = useRef(false);

  const measure = (): Box => ({ width, height: link.current?.getBoundingClientRect().height ?? 0 });

  // A resized window (and so maybe a new size): the button stays inside the viewport.
  useEffect(() => {
    setOffset((current) => clampOffset(current, measure(), viewportBox()));
    // measure() reads the current size and element: re-run only when the window changes.
    // eslint-disable-next-line react-hooks/exhaustive-deps -- measure is a fresh closure each render
  }, [windowSize]);

  const shownBottom = dragging ? offset.bottom : liftedBottom(offset, measure());

  const onPointerDown = (event: PointerEvent<HTMLAnchorElement>): void => {
    if (event.pointerType === 'mouse' && event.button !== 0) return;
    swallowClick.current = false;
    drag.current = {
      pointerId: event.pointerId,
      x: event.clientX,
      y: event.clientY,
      from: { right: offset.right, bottom: shownBottom },
      button: measure(),
      moved: false,
    };
    // Moves keep coming to the button when the pointer outruns it (the first move may already).
    if (typeof event.currentTarget.setPointerCapture === 'function') event.currentTarget.setPointerCapture(event.pointerId);
  };

  const onPointerMove = (event: PointerEvent<HTMLAnchorElement>): void => {
    const start = drag.current;
    if (!start || event.pointerId !== start.pointerId) return;
    const dx = event.clientX - start.x;
    const dy = event.clientY - start.y;
    if (!start.moved) {
      if (!isDrag(dx, dy)) return;
      start.moved = true;
      setDragging(true);
    }
    setOffset(clampOffset({ right: start.from.right - dx, bottom: start.from.bottom - dy }, start.button, viewportBox()));
  };

  const endDrag = (event: PointerEvent<HTMLAnchorElement>, cancelled: boolean): void => {
    const start = drag.current;
    if (!start || event.pointerId !== start.pointerId) return;
    drag.current = null;
    if (!start.moved) return;
    setDragging(false);
    // The click that follows the release of a drag must not open the chat.
    if (!cancelled) swallowClick.current = true;
  };

  const handlers = {
    onPointerDown,
    onPointerMove,
    onPointerUp: (event: PointerEvent<HTMLAnchorElement>) => endDrag(event, false),
    onPointerCancel: (event: PointerEvent<HTMLAnchorElement>) => endDrag(event, true),
    onClick: (event: MouseEvent<HTMLAnchorElement>) => {
      if (!swallowClick.current) return;
      swallowClick.current = false;
      event.preventDefault();
    },
    onKeyDown: () => {
      swallowClick.current = false;
    },
  };
  return { position: { right: offset.right, bottom: shownBottom }, dragging, handlers };
}

/** `offset.bottom`, raised above any sticky bottom bar or primary action the button would cover (kept inside the viewport). */
function liftedBottom(offset: Offset, button: Box): number {
  const viewport = viewportBox();
  const bottom = liftAbove(offset.bottom, offset.right, button.width, button.height, stickyBars(), viewport);
  return Math.min(bottom, Math.max(offset.bottom, viewport.height - button.height));
}
