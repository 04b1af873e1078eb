import { type SectionPath, type StoredSectionOf } from 'contracts';
import { profileSectionQuery, saveProfileSection, useQuery } from 'mf-shared';
import { useApiForm } from 'mf-shared/forms';
import { useEffect, useRef, useState, type MutableRefObject } from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import type { z } from 'zod';

/** What one section screen tells the shared form logic. */
export interface SectionConfig<V extends FieldValues, S extends SectionPath> {
  /** URL segment under /api/lpk/profile/. */
  section: S;
  /** The API's schema of the section (contracts/src/http/profile): the form checks the payload it would send with it. */
  schema: z.ZodType;
  /** A blank form. */
  empty: () => V;
  /** Saved section data (as the API stores it) to form values. */
  fromSaved: (saved: StoredSectionOf<S>) => V;
  /** Form values to the exact payload the API expects. */
  toPayload: (values: V) => unknown;
}

export type LoadState = 'loading' | 'ready' | 'error';

export interface SectionForm<V extends FieldValues> {
  form: UseFormReturn<V>;
  load: LoadState;
  reload: () => void;
  /** The section's completeness in percent, as the server last answered it. */
  completeness: number | null;
  /** The section as the server last answered it (with fields it computes), null when none. */
  saved: Record<string, unknown> | null;
  /** Set after a successful save: the completeness it answered. */
  savedPercent: number | null;
  /** Client validation failed: point the user at the marked fields. */
  invalid: boolean;
  /** Server messages that belong to no single field (422 on a group, or its general message). */
  formErrors: string[];
  onSubmit: (event?: React.BaseSyntheticEvent) => Promise<void>;
}

const percentOf = (value: unknown): number | null => (typeof value === 'number' && Number.isFinite(value) ? Math.round(value) : null);

type Mappers<V extends FieldValues, S extends SectionPath> = Pick<SectionConfig<V, S>, 'empty' | 'fromSaved' | 'toPayload'>;

/** What the server holds of the section: the form's values, as it last answered. */
function useSavedSection<V extends FieldValues, S extends SectionPath>(form: UseFormReturn<V>, mappers: MutableRefObject<Mappers<V, S>>) {
  const [completeness, setCompleteness] = useState<number | null>(null);
  const [saved, setSaved] = useState<Record<string, unknown> | null>(null);
  /** Fills the form with an answer of the server (GET or POST); returns its completeness. */
  const put = (data: { section: unknown; completeness: unknown }): number | null => {
    const { empty, fromSaved } = mappers.current;
    const stored = data.section as StoredSectionOf<S> | null;
    form.reset(stored ? fromSaved(stored) : empty());
    setSaved(stored);
    const percent = percentOf(data.completeness);
    setCompleteness(percent);
    return percent;
  };
  return { completeness, saved, put };
}

/**
 * Reads the section afresh on every opening (a form starts from what the server holds now, never
 * from the cache of an earlier visit) and fills the form in once: a later answer never overwrites
 * what is typed. A failed load: the shared client has already shown the reason in a toast.
 */
function useSectionLoad<S extends SectionPath>(section: S, put: (data: { section: unknown; completeness: unknown }) => unknown) {
  const [ready, setReady] = useState(false);
  const query = useQuery(profileSectionQuery(section), { forget: true });
  const fill = useRef(put);
  fill.current = put;
  useEffect(() => {
    if (query.status !== 'success' || ready) return;
    fill.current(query.data);
    setReady(true);
  }, [query.status, query.data, ready]);
  const load: LoadState = ready ? 'ready' : query.status === 'error' ? 'error' : 'loading';
  return { load, reload: query.reload };
}

/** Warns before the page unloads while `unsaved`. */
export function useUnsavedWarning(unsaved: boolean): void {
  useEffect(() => {
    if (!unsaved) return undefined;
    const warn = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older browsers show the prompt only when returnValue is set.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [unsaved]);
}

/**
 * Loads a profile section into a form (mf-shared's useApiForm), validates the payload it would
 * send with the API's own schema before any call (error messages: i18n keys, shown by the fields
 * through mf-shared's formMessage), saves it, and maps the server's 422 `errors` (dotted paths such as
 * `history.0.school_name`, the same as the form's field names) back onto the fields. Warns before
 * the page unloads with unsaved changes.
 */
export function useSectionForm<V extends FieldValues, S extends SectionPath>(config: SectionConfig<V, S>): SectionForm<V> {
  const { section, schema, empty, fromSaved, toPayload } = config;
  // The latest mappers, without re-running the load when a screen re-renders.
  const mappers = useRef<Mappers<V, S>>({ empty, fromSaved, toPayload });
  mappers.current = { empty, fromSaved, toPayload };
  const [savedPercent, setSavedPercent] = useState<number | null>(null);
  const [invalid, setInvalid] = useState(false);
  const [formErrors, setFormErrors] = useState<string[]>([]);
  const reset = () => {
    setInvalid(false);
    setFormErrors([]);
    setSavedPercent(null);
  };
  const { form, onSubmit } = useApiForm<V, V, { section: unknown; completeness: unknown }>({
    ns: 'account',
    defaultValues: empty(),
    schema,
    toPayload: (values) => mappers.current.toPayload(values),
    submit: (values) => {
      reset();
      return saveProfileSection(section, mappers.current.toPayload(values));
    },
    onSuccess: (answer) => setSavedPercent(put(answer) ?? 0),
    onInvalid: () => {
      reset();
      setInvalid(true);
    },
    // The answer's own message, then those of a 422 that name no field.
    formError: (error, unplaced) => {
      setFormErrors([error.message, ...unplaced]);
      return null;
    },
  });
  const { completeness, saved, put } = useSavedSection(form, mappers);
  const { load, reload } = useSectionLoad(section, put);
  useUnsavedWarning(form.formState.isDirty && !form.formState.isSubmitting);

  return { form, load, reload, completeness, saved, savedPercent, invalid, formErrors, onSubmit };
}
