import { getConfig } from 'mf-shared';
import { useEffect, useRef, useState, type PointerEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ChatIcon } from '../icons';
import { NEW_TAB_REL } from '../links';
import { INITIAL_OFFSET, chatButtonSize, clampOffset, isDrag, type Box, type Offset } from './chatRules';
import { usePulse } from './usePulse';
import { liftAbove, stickyBars, useStickyBarsVersion } from './useStickyBottom';
import { useWindowSize, viewportBox } from './useViewport';

interface DragStart {
  pointerId: number;
  x: number;
  y: number;
  from: Offset;
  button: Box;
  moved: boolean;
}

/**
 * The floating contact-chat button (docs/product.md sections 4 and 9), on every page: a link to the
 * configured chat (new tab). It can be dragged anywhere inside the viewport with mouse, pen or
 * touch; a press that moves less than DRAG_THRESHOLD_PX is a click and opens the chat, a drag
 * does not. It pulses on a fixed rhythm, not while hovered or dragged (no animation at
 * all with prefers-reduced-motion: see styles.css).
 */
export function ChatButton() {
  const { t } = useTranslation('shell');
  const { chatUrl } = getConfig();
  const windowSize = useWindowSize();
  const size = chatButtonSize(windowSize.width);
  const [offset, setOffset] = useState<Offset>(INITIAL_OFFSET);
  const [hovered, setHovered] = useState(false);
  const [dragging, setDragging] = useState(false);
  const pulsing = usePulse(hovered || dragging);
  const link = useRef<HTMLAnchorElement>(null);
  const drag = useRef<DragStart | null>(null);
  const swallowClick = useRef(false);
  // Bars marked data-sticky-bottom (a compare bar, say) and a page's primary action (data-primary-action) are never
  // covered: the button is drawn above them.
  useStickyBarsVersion();

  const measure = (): Box => ({ width: size, height: link.current?.getBoundingClientRect().height ?? 0 });

  // A resized window (and so maybe a new size): the button stays inside the viewport.
  useEffect(() => {
    setOffset((current) => clampOffset(current, measure(), viewportBox()));
    // measure() reads the current size and element: re-run only when the window changes.
    // eslint-disable-next-line react-hooks/exhaustive-deps -- measure is a fresh closure each render
  }, [windowSize]);

  if (!chatUrl) return null;

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

  return (
    <aside className="chat-float" aria-label={t('chat.region')}>
      <a
        ref={link}
        className="chat-button"
        data-floating=""
        data-pulse={pulsing}
        data-dragging={dragging}
        href={chatUrl}
        target="_blank"
        rel={NEW_TAB_REL}
        draggable={false}
        style={{ width: size, right: offset.right, bottom: shownBottom }}
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onPointerUp={(event) => endDrag(event, false)}
        onPointerCancel={(event) => endDrag(event, true)}
        onDragStart={(event) => event.preventDefault()}
        onClick={(event) => {
          if (!swallowClick.current) return;
          swallowClick.current = false;
          event.preventDefault();
        }}
        onKeyDown={() => {
          swallowClick.current = false;
        }}
        onMouseEnter={() => setHovered(true)}
        onMouseLeave={() => setHovered(false)}
      >
        <ChatIcon className="chat-button__icon" />
        <span className="chat-button__text">
          <span className="chat-button__title">{t('chat.title')}</span>
          <span className="chat-button__label">{t('chat.label')}</span>
        </span>
        <span className="visually-hidden"> {t('new_tab')}</span>
      </a>
    </aside>
  );
}

/** `offset.bottom`, raised above any sticky bottom bar or primary action the button would cover (kept inside the viewport). */
function liftedBottom(offset: Offset, button: Box): number {
  const viewport = viewportBox();
  const bottom = liftAbove(offset.bottom, offset.right, button.width, button.height, stickyBars(), viewport);
  return Math.min(bottom, Math.max(offset.bottom, viewport.height - button.height));
}
