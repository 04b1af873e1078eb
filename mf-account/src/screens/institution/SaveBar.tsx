import type { ReactNode } from 'react';

interface Props {
  /** Disables the button while the form is on its way. */
  saving: boolean;
  /** The button's text ("Save", or "Saving…" while saving). */
  label: string;
  /** The form's status line (what the last save answered), announced politely; none: the form has none here. */
  status?: string;
  /** More buttons after the submit button (cancel). */
  children?: ReactNode;
}

/** The actions row under an LPK admin form: its submit button, other buttons and its status line. */
export function SaveBar({ saving, label, status, children }: Props) {
  return (
    <div className="actions">
      <button type="submit" className="button button--primary" disabled={saving}>
        {label}
      </button>
      {children}
      {status !== undefined && <span role="status">{status}</span>}
    </div>
  );
}
