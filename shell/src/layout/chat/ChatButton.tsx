import { getConfig } from 'mf-shared';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ChatIcon } from '../icons';
import { NEW_TAB_REL } from '../links';
import { chatButtonSize } from './chatRules';
import { useChatDrag } from './useChatDrag';
import { usePulse } from './usePulse';
import { useStickyBarsVersion } from './useStickyBottom';
import { useWindowSize } from './useViewport';

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
  const link = useRef<HTMLAnchorElement>(null);
  const { position, dragging, handlers } = useChatDrag(link, size, windowSize);
  const [hovered, setHovered] = useState(false);
  const pulsing = usePulse(hovered || dragging);
  // Bars marked data-sticky-bottom (a compare bar, say) and a page's primary action (data-primary-action) are never
  // covered: the button is drawn above them.
  useStickyBarsVersion();

  if (!chatUrl) return null;

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
        style={{ width: size, ...position }}
        {...handlers}
        onDragStart={(event) => event.preventDefault()}
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
