import { useTranslation } from 'react-i18next';
import type { SourceTitleLang } from 'contracts';
import { formatFactDate } from './format';
import './i18n';

/**
 * A source's title as a reader of `pageLang` sees it: a law's or a ministry's own name keeps its
 * language, with the language said around it when it is not the page's ("… (dalam bahasa
 * Inggris)"). Used under figures (FactSource), in the FAQ and in the assistant's sources.
 */
export function useSourceTitle(): (title: string, titleLang: SourceTitleLang | undefined) => string {
  const { t, i18n } = useTranslation('public');
  return (title, titleLang) =>
    titleLang && titleLang !== i18n.language ? t('catalogue.source.title_foreign', { title, language: t(`catalogue.source.language.${titleLang}`) }) : title;
}

/** "Source: <who> (<when>)" under a figure (docs/architecture.md section 6: show each figure's date), its title's language said when not the page's. */
export function FactSource({ source, date, sourceLang }: { source: string; date: string; sourceLang?: SourceTitleLang }) {
  const { t, i18n } = useTranslation('public');
  const when = formatFactDate(date, i18n.language);
  const foreign = sourceLang !== undefined && sourceLang !== i18n.language;
  return (
    <p className="fact-source">
      {foreign
        ? t('catalogue.source.label_foreign', { source, date: when, language: t(`catalogue.source.language.${sourceLang}`) })
        : t('catalogue.source.label', { source, date: when })}
    </p>
  );
}
