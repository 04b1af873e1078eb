import { avatarUrl, logout, useUnreadMessages, type User } from 'mf-shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ChevronIcon, UserIcon } from '../icons';
import { InternalLink } from '../InternalLink';
import { ROUTES } from '../links';
import { useDropdown } from '../useDropdown';

/** The avatar, or the default icon when there is none or it fails to load. */
function Avatar({ user }: { user: User | null }) {
  const { t } = useTranslation('shell');
  const src = avatarUrl(user);
  const [failed, setFailed] = useState<string | null>(null);
  if (!src || failed === src) return <UserIcon className="avatar" label={t('header.avatar_default')} />;
  return <img className="avatar" src={src} alt={t('header.avatar_alt')} width={32} height={32} onError={() => setFailed(src)} />;
}

/** The unread count: a badge to see, "(2 unread)" to hear; nothing when there is none. */
function UnreadBadge({ count }: { count: number }) {
  const { t } = useTranslation('shell');
  if (count <= 0) return null;
  return (
    <>
      <span className="unread-badge" aria-hidden="true">
        {count}
      </span>
      <span className="visually-hidden"> {t('header.unread', { count })}</span>
    </>
  );
}

/**
 * Logged in: avatar + full name (and the unread message count); the menu holds the email, the
 * dashboard and messages links and logout.
 * `user` is null only when a token is stored without its user (then a generic label shows).
 */
export function UserMenu({ user, path }: { user: User | null; path: string }) {
  const { t } = useTranslation('shell');
  const { open, rootProps, toggleProps, panelProps } = useDropdown('shell-user-menu', path);
  const unread = useUnreadMessages();
  return (
    <div className="dropdown dropdown--end" {...rootProps}>
      <button className="nav-link dropdown__toggle user-toggle" {...toggleProps}>
        <Avatar user={user} />
        <span className="user-toggle__name">{user?.full_name || t('header.account')}</span>
        <UnreadBadge count={unread} />
        <ChevronIcon className="dropdown__chevron" />
      </button>
      <div className="dropdown__panel" hidden={!open} {...panelProps}>
        {user?.email && (
          <p className="dropdown__email">
            <span className="visually-hidden">{t('header.email')}: </span>
            {user.email}
          </p>
        )}
        <ul>
          <li>
            <InternalLink className="dropdown__item" href={ROUTES.dashboard}>
              {t('header.dashboard')}
            </InternalLink>
          </li>
          <li>
            <InternalLink className="dropdown__item" href={ROUTES.messages}>
              {t('header.messages')}
              <UnreadBadge count={unread} />
            </InternalLink>
          </li>
          <li>
            {/* mf-shared: posts /logout (errors ignored), clears the session, goes to /login. */}
            <button type="button" className="dropdown__item" onClick={() => void logout()}>
              {t('header.logout')}
            </button>
          </li>
        </ul>
      </div>
    </div>
  );
}
