import type { ReactNode } from 'react';
import { frozenButton } from '../../components/LpkSuspension';

interface Props {
  /** Disables the button while the form is on its way. */
  saving: boolean;
  /** The button's text ("Save", or "Saving…" while saving). */
  label: string;
  /** The form's status line (what the last save answered), announced politely; none: the form has none here. */
  status?: string;
  /** More buttons after the submit button (cancel). */
  children?: ReactNode;
  /** The operator has suspended the LPK: the button is disabled, described by the suspension banner. */
  frozen?: boolean;
}

/** The actions row under an LPK admin form: its submit button, other buttons and its status line. */
export function SaveBar({ saving, label, status, children, frozen = false }: Props) {
  return (
    <div className="actions">
      <button type="submit" className="button button--primary" {...frozenButton(frozen, saving)}>
        {label}
      </button>
      {children}
      {status !== undefined && <span role="status">{status}</span>}
    </div>
  );
}
