import { useTranslation } from 'react-i18next';
import { formatFactDate } from './format';
import './i18n';

/** "Source: <who> (<when>)" under a figure (docs/architecture.md section 6: show each figure's date). */
export function FactSource({ source, date }: { source: string; date: string }) {
  const { t, i18n } = useTranslation('public');
  return <p className="fact-source">{t('catalogue.source.label', { source, date: formatFactDate(date, i18n.language) })}</p>;
}
