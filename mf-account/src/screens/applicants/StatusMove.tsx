import { zodResolver } from '@hookform/resolvers/zod';
import { MOVE_NOTE_MAX_CHARS, issueKey, staffMoveBody, statusLabelKey, type RegistrationStatus, type StaffRegistration } from 'contracts';
import { FormError, FormScope, TextAreaField, useApiForm } from 'mf-shared/forms';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { moveApplicant } from '../../api/applicants';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { frozenButton } from '../../components/LpkSuspension';
import './i18n';

type MoveValues = z.input<typeof staffMoveBody>;
type Move = z.output<typeof staffMoveBody>;

interface Props {
  registration: StaffRegistration;
  applicantName: string;
  /** The API's answer to a move: the registration after it. */
  onMoved: (registration: StaffRegistration) => void;
  /** The operator has suspended the LPK: the moves show, disabled, described by the suspension banner. */
  frozen?: boolean;
}

/**
 * The status moves staff may make now: only those the API lists (`allowed_moves`, from the
 * registration state machine), each asking for confirmation with an optional note for the
 * applicant, checked with the API's own request schema (the text rule, at most
 * MOVE_NOTE_MAX_CHARS). A refused move (someone moved it meanwhile) shows the API's reason in
 * the dialog.
 */
export function StatusMove({ registration, applicantName, onMoved, frozen = false }: Props) {
  const { t } = useTranslation('account');
  const id = useId();
  const [target, setTarget] = useState<RegistrationStatus | null>(null);
  const api = useApiForm<MoveValues, Move, Awaited<ReturnType<typeof moveApplicant>>>({
    ns: 'account',
    resolver: zodResolver(staffMoveBody, { error: issueKey }),
    defaultValues: { note: '' } as MoveValues, // the status is set when a move is picked (open)
    fields: [], // the answer's message says it in the dialog
    submit: (move) => moveApplicant(registration.id, move.status, move.note ?? undefined),
    onSuccess: (moved) => {
      close();
      onMoved(moved);
    },
    formError: (error) => error.message,
    unexpectedError: t('common:errors.generic'),
  });
  const { reset } = api.form;

  const open = (to: RegistrationStatus) => {
    reset({ status: to, note: '' });
    api.setFormError(null);
    setTarget(to);
  };

  function close() {
    setTarget(null);
    reset({ note: '' });
    api.setFormError(null);
  }

  return (
    <div className="stack">
      <h3 id={`${id}-title`}>{t('applicant.move')}</h3>
      <MoveButtons id={id} moves={registration.allowed_moves} frozen={frozen} onPick={open} />
      <ConfirmDialog
        open={target !== null}
        title={target ? t('applicant.move_title', { name: applicantName, status: t(statusLabelKey(target)) }) : ''}
        confirmLabel={t('applicant.move_confirm')}
        onConfirm={() => void api.onSubmit()}
        onCancel={close}
        busy={api.submitting}
        danger={target === 'rejected'}
      >
        <p>{t('applicant.move_text')}</p>
        <FormScope form={api.form} ns="account">
          <TextAreaField
            name="note"
            label={t('applicant.note')}
            hint={t('applicant.note_hint', { max: MOVE_NOTE_MAX_CHARS })}
            rows={3}
            maxLength={MOVE_NOTE_MAX_CHARS}
            wide={false}
          />
        </FormScope>
        <FormError api={api} />
      </ConfirmDialog>
    </div>
  );
}

/** A button per move the API allows now (none: says so); each opens the confirmation. */
function MoveButtons({
  id,
  moves,
  frozen,
  onPick,
}: {
  id: string;
  moves: readonly RegistrationStatus[];
  frozen: boolean;
  onPick: (to: RegistrationStatus) => void;
}) {
  const { t } = useTranslation('account');
  if (moves.length === 0) return <p className="muted">{t('applicant.no_moves')}</p>;
  return (
    <>
      <p id={`${id}-intro`}>{t('applicant.move_intro')}</p>
      <ul className="actions plain-list" aria-labelledby={`${id}-title`}>
        {moves.map((to) => (
          <li key={to}>
            <button
              type="button"
              className={`button${to === 'rejected' ? ' button--danger' : ' button--primary'}`}
              {...frozenButton(frozen)}
              onClick={() => onPick(to)}
            >
              {t('applicant.move_to', { status: t(statusLabelKey(to)) })}
            </button>
          </li>
        ))}
      </ul>
    </>
  );
}
