import { useSession } from 'mf-shared';
import { useTranslation } from 'react-i18next';
import { useLocationPath } from '../../routing/useLocationPath';
import { ExternalLink } from '../ExternalLink';
import { MenuIcon } from '../icons';
import { InternalLink } from '../InternalLink';
import { BLOG_URL, ROUTES } from '../links';
import { useDropdown } from '../useDropdown';
import { JobsMenu } from './JobsMenu';
import { LanguageMenu } from './LanguageMenu';
import { UserMenu } from './UserMenu';

/**
 * The site header (docs/product.md section 2): brand, jobs dropdown, about, blog (new tab), LPK search,
 * language switcher, and login/register or the user's menu. Under 768 px the navigation
 * collapses behind a menu button.
 */
export function Header() {
  const { t } = useTranslation('shell');
  const { user, token } = useSession();
  const path = useLocationPath();
  const mobile = useDropdown('shell-nav', path);

  return (
    <header className="site-header">
      <div className="container site-header__bar" {...mobile.rootProps}>
        <InternalLink className="brand" href={ROUTES.home}>
          {t('brand')}
        </InternalLink>
        <button className="menu-toggle" {...mobile.toggleProps}>
          <MenuIcon />
          <span>{t('header.menu')}</span>
        </button>
        <div className={`site-nav${mobile.open ? ' site-nav--open' : ''}`} {...mobile.panelProps}>
          <nav aria-label={t('header.nav_label')}>
            <ul className="site-nav__links">
              <li>
                <JobsMenu path={path} />
              </li>
              <li>
                <InternalLink className="nav-link" href={ROUTES.about}>
                  {t('header.about')}
                </InternalLink>
              </li>
              <li>
                <ExternalLink className="nav-link" href={BLOG_URL}>
                  {t('header.blog')}
                </ExternalLink>
              </li>
              <li>
                <InternalLink className="nav-link" href={ROUTES.search}>
                  {t('header.search')}
                </InternalLink>
              </li>
            </ul>
          </nav>
          <div className="site-nav__tools">
            <LanguageMenu path={path} />
            {token ? (
              <UserMenu user={user} path={path} />
            ) : (
              <>
                <InternalLink className="nav-link" href={ROUTES.login}>
                  {t('header.login')}
                </InternalLink>
                <InternalLink className="button button--primary" href={ROUTES.register}>
                  {t('header.register')}
                </InternalLink>
              </>
            )}
          </div>
        </div>
      </div>
    </header>
  );
}
