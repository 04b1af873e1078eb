import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useSourceTitle } from '../../components/catalogue/FactSource';
import { formatFactDate } from '../../components/catalogue/format';
import type { AssistantSource } from './api';
import './i18n';

/**
 * The sources of one answer as links: the site's own pages in the app (react-router), the chat
 * in a new tab (said so to screen readers), a figure's outside source with its date (and its
 * title's language when that is not the page's).
 */
export function SourceList({ sources, onNavigate }: { sources: readonly AssistantSource[]; onNavigate?: () => void }) {
  const { t, i18n } = useTranslation('public');
  const sourceTitle = useSourceTitle();
  const id = useId();
  if (!sources.length) return null;
  return (
    <div className="assistant-sources">
      <p className="assistant-sources__title" id={id}>
        {t('assistant.sources')}
      </p>
      <ul aria-labelledby={id}>
        {sources.map((source, i) => {
          const title = sourceTitle(source.title, source.title_lang);
          const label = source.kind === 'fact' && source.date ? t('assistant.fact', { title, date: formatFactDate(source.date, i18n.language) }) : title;
          return (
            <li key={`${i}-${source.url}`} className={`assistant-sources__item assistant-sources__item--${source.kind}`}>
              {source.url.startsWith('/') && !source.url.startsWith('//') ? (
                <Link to={source.url} onClick={onNavigate}>
                  {label}
                </Link>
              ) : /^https?:\/\//.test(source.url) ? (
                <a href={source.url} target="_blank" rel="noopener noreferrer">
                  {label}
                  <span className="visually-hidden"> {t('assistant.new_tab')}</span>
                </a>
              ) : (
                label
              )}
            </li>
          );
        })}
      </ul>
    </div>
  );
}
