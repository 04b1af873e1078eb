import { ApiError, type RegistrationStatus } from 'mf-shared';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { moveApplicant } from '../../api/institution';
import type { StaffRegistration } from '../../api/types';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import './i18n';

interface Props {
  registration: StaffRegistration;
  applicantName: string;
  /** The API's answer to a move: the registration after it. */
  onMoved: (registration: StaffRegistration) => void;
}

/**
 * The status moves staff may make now: only those the API lists (`allowed_moves`, from the
 * registration state machine), each asking for confirmation with an optional note for the
 * applicant. A refused move (someone moved it meanwhile) shows the API's reason in the dialog.
 */
export function StatusMove({ registration, applicantName, onMoved }: Props) {
  const { t } = useTranslation('account');
  const id = useId();
  const [target, setTarget] = useState<RegistrationStatus | null>(null);
  const [note, setNote] = useState('');
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  const close = () => {
    setTarget(null);
    setNote('');
    setFailure(null);
  };

  const confirm = async () => {
    if (!target) return;
    setBusy(true);
    setFailure(null);
    try {
      const moved = await moveApplicant(registration.id, target, note.trim() || undefined);
      close();
      onMoved(moved);
    } catch (error) {
      setFailure(error instanceof ApiError ? error.message : t('common:errors.generic'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="stack">
      <h3 id={`${id}-title`}>{t('applicant.move')}</h3>
      {registration.allowed_moves.length === 0 ? (
        <p className="muted">{t('applicant.no_moves')}</p>
      ) : (
        <>
          <p id={`${id}-intro`}>{t('applicant.move_intro')}</p>
          <ul className="actions plain-list" aria-labelledby={`${id}-title`}>
            {registration.allowed_moves.map((to) => (
              <li key={to}>
                <button type="button" className={`button${to === 'rejected' ? ' button--danger' : ' button--primary'}`} onClick={() => setTarget(to)}>
                  {t('applicant.move_to', { status: t(`status.${to}`) })}
                </button>
              </li>
            ))}
          </ul>
        </>
      )}
      <ConfirmDialog
        open={target !== null}
        title={target ? t('applicant.move_title', { name: applicantName, status: t(`status.${target}`) }) : ''}
        confirmLabel={t('applicant.move_confirm')}
        onConfirm={() => void confirm()}
        onCancel={close}
        busy={busy}
        danger={target === 'rejected'}
      >
        <p>{t('applicant.move_text')}</p>
        <div className="field">
          <label className="field__label" htmlFor={`${id}-note`}>
            {t('applicant.note')}
          </label>
          <textarea
            id={`${id}-note`}
            className="field__input"
            rows={3}
            maxLength={1000}
            aria-describedby={`${id}-note-hint`}
            value={note}
            onChange={(event) => setNote(event.target.value)}
          />
          <p id={`${id}-note-hint`} className="field__hint">
            {t('applicant.note_hint')}
          </p>
        </div>
        {failure && (
          <p className="alert alert--error" role="alert">
            {failure}
          </p>
        )}
      </ConfirmDialog>
    </div>
  );
}
