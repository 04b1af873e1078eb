import { useCallback, useEffect, useRef, useState, type FormEvent } from 'react';

/** Typing pauses this long before the search runs (Enter runs it at once). */
export const SEARCH_DELAY_MS = 350;

/**
 * The search field's text, sent as the query's `q` once typing pauses (or at once on submit).
 * The field follows the URL when the URL changed otherwise (back, forward, a link), never while
 * its own text is on the way (that would eat keystrokes).
 */
export function useSearchDraft(q: string | undefined, send: (q: string | undefined) => void) {
  const [draft, setDraft] = useState(q ?? '');
  const sent = useRef<string | undefined>(q);
  const search = useCallback(
    (text: string) => {
      sent.current = text.trim() || undefined;
      send(sent.current);
    },
    [send],
  );
  useEffect(() => {
    if (q !== sent.current) {
      sent.current = q;
      setDraft(q ?? '');
    }
  }, [q]);
  useEffect(() => {
    if (draft.trim() === (q ?? '')) return undefined;
    const timer = setTimeout(() => search(draft), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [draft, q, search]);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    search(draft);
  };
  /** Empties the field without sending (the caller clears the URL). */
  const reset = () => {
    sent.current = undefined;
    setDraft('');
  };
  return { draft, setDraft, onSubmit, reset };
}
