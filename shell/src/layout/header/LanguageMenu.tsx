import { LANGUAGES, getLanguage, setLanguage, type Language } from 'mf-shared';
import { useTranslation } from 'react-i18next';
import { ChevronIcon, GlobeIcon } from '../icons';
import { useDropdown } from '../useDropdown';

/**
 * Language switcher (Indonesian / English). mf-shared's setLanguage saves the choice under
 * `lpk_lang`, sets `<html lang>` and re-renders every translated text; it is restored on load.
 */
export function LanguageMenu({ path }: { path: string }) {
  const { t } = useTranslation('shell'); // re-renders on a language change
  const { open, close, rootProps, toggleProps, panelProps } = useDropdown('shell-language-menu', path);
  const current = getLanguage();

  const choose = (lang: Language): void => {
    close(true);
    if (lang !== current) void setLanguage(lang);
  };

  return (
    <div className="dropdown dropdown--end" {...rootProps}>
      <button className="nav-link dropdown__toggle" {...toggleProps}>
        <GlobeIcon />
        <span className="visually-hidden">{t('header.language')}: </span>
        <span lang={current}>{t(`common:language.${current}`)}</span>
        <ChevronIcon className="dropdown__chevron" />
      </button>
      <ul className="dropdown__panel" hidden={!open} {...panelProps}>
        {LANGUAGES.map((lang) => (
          <li key={lang}>
            <button type="button" className="dropdown__item" lang={lang} aria-pressed={lang === current} onClick={() => choose(lang)}>
              {t(`common:language.${lang}`, { lng: lang })}
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}
