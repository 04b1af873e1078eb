import { LANGUAGES, getLanguage, setLanguage, type Language } from 'mf-shared';
import { useTranslation } from 'react-i18next';
import './i18n';

/** Indonesian / English: saved by mf-shared, so the shell and both remotes follow at once. */
export function LanguageSwitch() {
  const { t } = useTranslation('account');
  // Read on every render: useTranslation re-renders this component when the language changes.
  const current: Language = getLanguage();
  return (
    <div className="account-lang" role="group" aria-label={t('layout.language')}>
      {LANGUAGES.map((lang) => (
        <button
          key={lang}
          type="button"
          className={`account-lang__option${current === lang ? ' is-active' : ''}`}
          aria-pressed={current === lang}
          lang={lang}
          onClick={() => void setLanguage(lang)}
        >
          {t(`common:language.${lang}`)}
        </button>
      ))}
    </div>
  );
}
