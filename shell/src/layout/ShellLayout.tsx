import { createPortal } from 'react-dom';
import { isAdminPath } from '../routing/paths';
import { useLocationPath } from '../routing/useLocationPath';
import { ChatButton } from './chat/ChatButton';
import { useFocusClearOfFloating } from './chat/focusClearance';
import { AccountFooter, Footer } from './footer/Footer';
import { Header } from './header/Header';
import { SkipLink } from './SkipLink';
import { Toaster } from './toaster/Toaster';

/**
 * Everything the shell draws, from one React root: the skip link and header (portal into
 * #shell-header, before <main>), the footer (portal into #shell-footer, after it), the toaster
 * and the floating chat button. Header and footer are hidden on /admin paths; the skip link,
 * toaster and chat button show on every page. A focused field is kept clear of what floats.
 */
export function ShellLayout() {
  const path = useLocationPath();
  useFocusClearOfFloating();
  const chrome = !isAdminPath(path);
  const header = document.getElementById('shell-header');
  const footer = document.getElementById('shell-footer');
  return (
    <>
      {header &&
        createPortal(
          <>
            <SkipLink />
            {chrome && <Header />}
          </>,
          header,
        )}
      {footer && createPortal(chrome ? <Footer /> : <AccountFooter />, footer)}
      <Toaster />
      <ChatButton />
    </>
  );
}
