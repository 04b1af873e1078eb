import { PASSWORD_RULES } from 'contracts';
import { useTranslation } from 'react-i18next';
import './auth.css';
import './i18n';

/**
 * The live password checklist of docs/product.md section 5: each rule shows whether `password` meets it
 * (by a mark and in words, not by colour alone).
 */
export function PasswordRules({ id, password }: { id: string; password: string }) {
  const { t } = useTranslation('public');
  return (
    <div id={id} className="password-rules">
      <p className="password-rules__title">{t('auth.rules.title')}</p>
      <ul className="password-rules__list">
        {PASSWORD_RULES.map((rule) => {
          const met = rule.test(password);
          return (
            <li key={rule.id} className={`password-rules__item${met ? ' password-rules__item--met' : ''}`} data-rule={rule.id} data-met={met}>
              <span className="password-rules__mark" aria-hidden="true">
                {met ? '✓' : '•'}
              </span>
              {t(`auth.rules.${rule.id}`)}
              <span className="visually-hidden"> ({met ? t('auth.rules.met') : t('auth.rules.unmet')})</span>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
