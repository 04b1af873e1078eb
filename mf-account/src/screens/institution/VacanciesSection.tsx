import type { Vacancy } from 'contracts';
import { Spinner, getLanguage, numberFormat, useQuery } from 'mf-shared';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { setVacancyOpen, vacanciesQuery } from '../../api/institution';
import { LoadFailed } from '../../components/LoadFailed';
import { formatDateTime } from '../../components/formatDate';
import { frozenButton } from '../../components/LpkSuspension';
import { VacancyForm } from './VacancyForm';

/**
 * The LPK's vacancies, newest first, with their state (open, closed, past the deadline); the admin
 * publishes, edits, closes and reopens them. The form opens in place; focus moves to it and back.
 * While the operator has suspended the LPK only closing stays: publishing, editing and reopening
 * are disabled.
 */
export function VacanciesSection({ canEdit, frozen = false }: { canEdit: boolean; frozen?: boolean }) {
  const { t } = useTranslation('account');
  const vacancies = useQuery(vacanciesQuery, { staleTime: 0 });
  const [editing, setEditing] = useState<Vacancy | 'new' | null>(null);
  const [status, setStatus] = useState('');
  const [busy, setBusy] = useState<number | null>(null);
  const newButton = useRef<HTMLButtonElement>(null);
  const k = (key: string, params: Record<string, unknown> = {}) => t(`institution.vacancies.${key}`, params);

  const put = (vacancy: Vacancy) =>
    vacancies.setData((items = []) => (items.some((i) => i.id === vacancy.id) ? items.map((i) => (i.id === vacancy.id ? vacancy : i)) : [vacancy, ...items]));

  const toggle = async (vacancy: Vacancy) => {
    setBusy(vacancy.id);
    try {
      const { data, message } = await setVacancyOpen(vacancy.id, vacancy.state === 'closed');
      put(data);
      setStatus(message ?? '');
    } catch {
      // The toast said why.
    } finally {
      setBusy(null);
    }
  };

  const close = () => {
    setEditing(null);
    requestAnimationFrame(() => newButton.current?.focus());
  };

  return (
    <>
      {canEdit && editing === null && (
        <p>
          <button ref={newButton} type="button" className="button button--primary" {...frozenButton(frozen)} onClick={() => setEditing('new')}>
            {k('new')}
          </button>
        </p>
      )}
      {editing !== null && (
        <VacancyForm
          key={editing === 'new' ? 'new' : editing.id}
          editing={editing === 'new' ? null : editing}
          onCancel={close}
          frozen={frozen}
          onSaved={(vacancy, message) => {
            put(vacancy);
            setStatus(message ?? '');
            close();
          }}
        />
      )}
      <p role="status">{status}</p>
      {vacancies.status === 'loading' && <Spinner label={t('load.loading')} />}
      {vacancies.status === 'error' && <LoadFailed onRetry={vacancies.reload} />}
      {vacancies.data?.length === 0 && <p>{k('empty')}</p>}
      {vacancies.data && vacancies.data.length > 0 && (
        <VacancyList vacancies={vacancies.data} canEdit={canEdit} frozen={frozen} busy={busy} onEdit={setEditing} onToggle={(v) => void toggle(v)} />
      )}
    </>
  );
}

interface VacancyListProps {
  vacancies: Vacancy[];
  canEdit: boolean;
  frozen: boolean;
  /** The vacancy being closed or reopened. */
  busy: number | null;
  onEdit: (vacancy: Vacancy) => void;
  onToggle: (vacancy: Vacancy) => void;
}

/** The vacancies with their state, place, salary and deadline; the admin edits, closes and reopens them. */
function VacancyList({ vacancies, canEdit, frozen, busy, onEdit, onToggle }: VacancyListProps) {
  const { t } = useTranslation('account');
  const lang = getLanguage();
  const k = (key: string, params: Record<string, unknown> = {}) => t(`institution.vacancies.${key}`, params);
  const title = (v: Vacancy) => (lang === 'en' ? v.title_en : v.title_id);
  return (
    <ul className="institution-list">
      {vacancies.map((v) => (
        <li key={v.id} className="institution-list__item">
          <div>
            <strong>{title(v)}</strong> <span className={`badge badge--${v.state}`}>{k(`state.${v.state}`)}</span>
            <br />
            <span className="muted">
              {v.city}, {v.prefecture} · {k('salary_cell', { amount: numberFormat({}, lang).format(v.monthly_salary_jpy) })} ·{' '}
              {k('deadline_cell', { date: formatDateTime(`${v.deadline}T00:00:00`, false) })}
            </span>
          </div>
          {canEdit && (
            <div className="actions">
              <button
                type="button"
                className="button button--secondary"
                {...frozenButton(frozen)}
                aria-label={k('edit_named', { title: title(v) })}
                onClick={() => onEdit(v)}
              >
                {k('edit')}
              </button>
              <button
                type="button"
                className="button button--secondary"
                {...frozenButton(frozen && v.state === 'closed', busy === v.id || (v.state !== 'closed' && v.state !== 'open'))}
                aria-label={k(v.state === 'closed' ? 'reopen_named' : 'close_named', { title: title(v) })}
                onClick={() => onToggle(v)}
              >
                {k(v.state === 'closed' ? 'reopen' : 'close')}
              </button>
            </div>
          )}
        </li>
      ))}
    </ul>
  );
}
