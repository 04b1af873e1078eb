import { TextField, useQuery } from 'mf-shared';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { instituteSearchQuery } from '../../api/institutes';
import type { InstituteOption } from '../../api/types';
import './i18n';

const MIN_QUERY = 2;
const DEBOUNCE_MS = 300;

/**
 * A search field (GET /institutes?q=) with the matching LPKs as buttons to choose from; an LPK
 * where the user already has a live registration is shown disabled, saying so.
 */
export function LpkPicker({ onChoose, registeredIds = new Set<number>() }: { onChoose: (lpk: InstituteOption) => void; registeredIds?: ReadonlySet<number> }) {
  const { t } = useTranslation('account');
  const [query, setQuery] = useState('');
  /** The query once typing paused. */
  const [term, setTerm] = useState('');
  const q = query.trim();
  const long = q.length >= MIN_QUERY;

  useEffect(() => {
    const timer = window.setTimeout(() => setTerm(q), DEBOUNCE_MS);
    return () => window.clearTimeout(timer);
  }, [q]);

  const found = useQuery(long && term.length >= MIN_QUERY ? instituteSearchQuery(term) : null, { keepPrevious: true });
  const results = long ? (found.data ?? null) : null;
  const searching = long && (term !== q || found.status === 'loading');

  let status = '';
  if (searching) status = t('registration.searching');
  else if (results?.length === 0) status = t('registration.no_results', { q });
  else if (results) status = t('registration.results', { count: results.length });

  return (
    <div className="lpk-picker">
      <TextField
        label={t('registration.search_label')}
        hint={t('registration.search_hint')}
        type="search"
        value={query}
        onChange={(event) => setQuery(event.target.value)}
        autoComplete="off"
      />
      <p role="status" className="muted">
        {status}
      </p>
      {results && results.length > 0 && (
        <ul className="suggestions">
          {results.map((lpk) => (
            <li key={lpk.id}>
              {registeredIds.has(lpk.id) ? (
                <button type="button" className="button" disabled>
                  {t('registration.choose', { name: lpk.name, place: `${lpk.city}, ${lpk.province}` })}
                  <span className="suggestions__note"> — {t('registration.already_registered')}</span>
                </button>
              ) : (
                <button type="button" className="button" onClick={() => onChoose(lpk)}>
                  {t('registration.choose', { name: lpk.name, place: `${lpk.city}, ${lpk.province}` })}
                </button>
              )}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
