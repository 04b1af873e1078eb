import { logout, useSession, useUnreadMessages } from 'mf-shared';
import { Suspense, useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Outlet, useLocation } from 'react-router-dom';
import { ScreenFallback } from '../components/ScreenFallback';
import { LanguageSwitch } from './LanguageSwitch';
import { navGroupsFor, navItemFor, type NavGroup, type NavItem } from './navItems';
import { UserCard } from './UserCard';
import { useFocusOnNavigate } from './useFocusOnNavigate';
import { VerifyEmailBanner } from './VerifyEmailBanner';
import './account.css';
import './i18n';

/**
 * The frame of the logged-in area (the shell hides its header and footer on /admin): a side
 * navigation with the user, the language switch, a way back to the public site and logout, and
 * the screen beside it. The shell provides <main>; the screen brings its own h1.
 */
export function AccountLayout() {
  const { t } = useTranslation('account');
  const { user } = useSession();
  const { pathname } = useLocation();
  const [menuOpen, setMenuOpen] = useState(false);
  const [loggingOut, setLoggingOut] = useState(false);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const contentRef = useRef<HTMLElement>(null);
  const navId = useId();
  const groups = navGroupsFor(user);
  const active = navItemFor(pathname, groups);

  useFocusOnNavigate(contentRef, pathname);
  // A link was followed: the mobile menu closes.
  useEffect(() => setMenuOpen(false), [pathname]);

  const closeOnEscape = (event: KeyboardEvent) => {
    if (event.key === 'Escape' && menuOpen) {
      setMenuOpen(false);
      toggleRef.current?.focus();
    }
  };

  const onLogout = async () => {
    setLoggingOut(true);
    await logout();
  };

  return (
    <div className="account-frame">
      {/* eslint-disable-next-line jsx-a11y/no-static-element-interactions -- Escape from any control inside closes the drawer menu; the controls themselves are buttons and links */}
      <div className="account-sidebar" onKeyDown={closeOnEscape}>
        <div className="account-sidebar__top">
          <UserCard user={user} />
          <button
            ref={toggleRef}
            type="button"
            className="button account-menu-toggle"
            aria-expanded={menuOpen}
            aria-controls={navId}
            onClick={() => setMenuOpen((open) => !open)}
          >
            {/* Named apart from the site's own "Menu" above it: this one holds the account pages. */}
            <span aria-hidden="true">{menuOpen ? '▴' : '▾'}</span> {t('layout.menu_label')}
          </button>
        </div>
        <div id={navId} className={`account-sidebar__body${menuOpen ? ' is-open' : ''}`}>
          <AccountNav navId={navId} groups={groups} active={active} />
          <LanguageSwitch />
          <button type="button" className="button button--block account-logout" onClick={() => void onLogout()} disabled={loggingOut}>
            {t(loggingOut ? 'layout.logging_out' : 'layout.logout')}
          </button>
        </div>
      </div>
      <section ref={contentRef} className="account-content" aria-label={active ? t(`layout.${active.label}`) : t('layout.content')}>
        <VerifyEmailBanner />
        <Suspense fallback={<ScreenFallback />}>
          <Outlet />
        </Suspense>
      </section>
    </div>
  );
}

/** The account pages by group, the current one marked, Messages with its unread count; and the way back to the public site. */
function AccountNav({ navId, groups, active }: { navId: string; groups: NavGroup[]; active: NavItem | undefined }) {
  const { t } = useTranslation('account');
  const unread = useUnreadMessages();
  return (
    <nav aria-label={t('layout.nav_label')} className="account-nav">
      {groups.map((group) => (
        <div key={group.label} className="account-nav__group">
          <p id={`${navId}-${group.label}`} className="account-nav__heading">
            {t(`layout.${group.label}`)}
          </p>
          <ul aria-labelledby={`${navId}-${group.label}`}>
            {group.items.map((item) => (
              <li key={item.to}>
                <Link to={item.to} className="account-nav__link" aria-current={active === item ? 'page' : undefined}>
                  {t(`layout.${item.label}`)}
                  {item.label === 'messages' && unread > 0 && (
                    <>
                      {/* Seen as a badge, heard as "Messages (2 unread)". */}
                      <span className="account-nav__badge" aria-hidden="true">
                        {unread}
                      </span>
                      <span className="visually-hidden"> {t('layout.unread', { count: unread })}</span>
                    </>
                  )}
                </Link>
              </li>
            ))}
          </ul>
        </div>
      ))}
      <p className="account-nav__public">
        <Link to="/">{t('layout.public_site')}</Link>
      </p>
    </nav>
  );
}
