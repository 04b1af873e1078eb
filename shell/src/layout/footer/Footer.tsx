import { getConfig } from 'mf-shared';
import { useTranslation } from 'react-i18next';
import { ExternalLink } from '../ExternalLink';
import { SocialIcon } from '../icons';
import { InternalLink } from '../InternalLink';
import { BLOG_URL, CONTACT_EMAIL, ROUTES, SOCIAL_LINKS } from '../links';
import { RemoteVersions } from './RemoteVersions';

/**
 * The site footer (docs/product.md section 2): links to home, about, blog (new tab), privacy policy,
 * terms and the LPK application (/lpk-apply); social links; the contact email; a contact button opening the chat link.
 */
export function Footer() {
  const { t } = useTranslation('shell');
  const { chatUrl } = getConfig();
  const year = new Date().getFullYear();
  return (
    <footer className="site-footer">
      <div className="container site-footer__grid">
        <div className="site-footer__about">
          <p className="site-footer__brand">{t('brand')}</p>
          <p>{t('footer.tagline')}</p>
        </div>
        <nav aria-label={t('footer.nav_label')}>
          <ul className="site-footer__links">
            <li>
              <InternalLink href={ROUTES.home}>{t('footer.home')}</InternalLink>
            </li>
            <li>
              <InternalLink href={ROUTES.about}>{t('footer.about')}</InternalLink>
            </li>
            <li>
              <ExternalLink href={BLOG_URL}>{t('footer.blog')}</ExternalLink>
            </li>
            <li>
              <InternalLink href={ROUTES.privacy}>{t('footer.privacy')}</InternalLink>
            </li>
            <li>
              <InternalLink href={ROUTES.terms}>{t('footer.terms')}</InternalLink>
            </li>
            <li>
              <InternalLink href={ROUTES.lpkApply}>{t('footer.lpk_apply')}</InternalLink>
            </li>
          </ul>
        </nav>
        <div className="site-footer__contact">
          <h2 className="site-footer__heading">{t('footer.contact_title')}</h2>
          <p>
            <span className="visually-hidden">{t('footer.email_label')}: </span>
            <a href={`mailto:${CONTACT_EMAIL}`}>{CONTACT_EMAIL}</a>
          </p>
          {chatUrl && (
            <ExternalLink className="button button--primary" href={chatUrl}>
              {t('footer.contact_button')}
            </ExternalLink>
          )}
          <ul className="site-footer__social" aria-label={t('footer.social_label')}>
            {SOCIAL_LINKS.map(({ network, href }) => (
              <li key={network}>
                <ExternalLink className="social-link" href={href}>
                  <SocialIcon network={network} />
                  <span className="visually-hidden">{t(`footer.social.${network}`)}</span>
                </ExternalLink>
              </li>
            ))}
          </ul>
        </div>
      </div>
      <div className="container site-footer__bottom">
        <p>{t('footer.copyright', { year })}</p>
        <RemoteVersions />
      </div>
    </footer>
  );
}

/**
 * Below the account area (its own layout carries the navigation; no footer landmark): only the
 * versions of the remotes running, for support, with the room below that what floats needs.
 */
export function AccountFooter() {
  return (
    <div className="account-footer">
      <div className="container">
        <RemoteVersions />
      </div>
    </div>
  );
}
