import { avatarUrl, type User } from 'mf-shared';
import { useTranslation } from 'react-i18next';
import './i18n';

function initials(name: string): string {
  return name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => part[0]!.toUpperCase())
    .join('');
}

/** The signed-in user's avatar (or initials), full name and role. */
export function UserCard({ user }: { user: User | null }) {
  const { t } = useTranslation('account');
  if (!user) return null;
  const src = avatarUrl(user);
  return (
    <div className="account-user">
      {src ? (
        <img className="account-user__avatar" src={src} alt="" width={48} height={48} />
      ) : (
        <span className="account-user__avatar account-user__avatar--initials" aria-hidden="true">
          {initials(user.full_name)}
        </span>
      )}
      <div className="account-user__text">
        <p className="account-user__name">{user.full_name}</p>
        <p className="account-user__role">{t(`layout.role_${user.role}`)}</p>
      </div>
    </div>
  );
}
