import { zodResolver } from '@hookform/resolvers/zod';
import { issueKey, type SectionPath, type StoredSectionOf } from 'contracts';
import { ApiError, profileSectionQuery, saveProfileSection, useQuery } from 'mf-shared';
import { useEffect, useRef, useState } from 'react';
import { get, useForm, type DefaultValues, type FieldValues, type Path, type Resolver, type UseFormReturn } from 'react-hook-form';
import { z } from 'zod';

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

/**
 * Loads a profile section into a react-hook-form form, validates the payload it would send with
 * the API's own schema before any call (error messages: i18n keys, shown by the fields through
 * mf-shared's formMessage), saves it, and maps the server's 422 `errors` (dotted paths such as
 * `history.0.school_name`, the same as the form's field names) back onto the fields. Warns before
 * the page unloads with unsaved changes.
 */
export function useSectionForm<V extends FieldValues, S extends SectionPath>(config: SectionConfig<V, S>): SectionForm<V> {
  const { section, schema, empty, fromSaved, toPayload } = config;
  // The latest mappers, without re-running the load when a screen re-renders.
  const mappers = useRef({ empty, fromSaved, toPayload });
  mappers.current = { empty, fromSaved, toPayload };
  const [resolver] = useState(
    () =>
      // The schema reads the payload (`raw`: the submit handler gets the form values); its issues' paths are the form's field names.
      zodResolver(
        z.preprocess((values: V) => mappers.current.toPayload(values), schema),
        { error: issueKey },
        { raw: true },
      ) as Resolver<V>,
  );
  const form = useForm<V>({
    resolver,
    defaultValues: empty() as DefaultValues<V>,
    mode: 'onSubmit',
    reValidateMode: 'onChange',
  });
  const [load, setLoad] = useState<LoadState>('loading');
  const [completeness, setCompleteness] = useState<number | null>(null);
  const [saved, setSaved] = useState<Record<string, unknown> | null>(null);
  const [savedPercent, setSavedPercent] = useState<number | null>(null);
  const [invalid, setInvalid] = useState(false);
  const [formErrors, setFormErrors] = useState<string[]>([]);

  // Read afresh on every opening (a form starts from what the server holds now, never from the
  // cache of an earlier visit), and filled in once: a later answer never overwrites what is typed.
  const query = useQuery(profileSectionQuery(section), { forget: true });
  useEffect(() => {
    if (query.status !== 'success' || load === 'ready') return;
    const data = query.data;
    const { empty: blank, fromSaved: toForm } = mappers.current;
    form.reset(data.section ? toForm(data.section as StoredSectionOf<S>) : blank());
    setSaved(data.section);
    setCompleteness(percentOf(data.completeness));
    setLoad('ready');
  }, [query.status, query.data, load, form]);

  const { reload } = query;

  const { isDirty, isSubmitting } = form.formState;
  useEffect(() => {
    if (!isDirty || isSubmitting) return undefined;
    const warn = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older browsers show the prompt only when returnValue is set.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [isDirty, isSubmitting]);

  const applyServerErrors = (error: ApiError) => {
    const values: unknown = form.getValues();
    const general: string[] = [];
    let focused = false;
    for (const [path, messages] of Object.entries(error.errors)) {
      const message = messages.join(' ');
      const value: unknown = get(values, path);
      if (typeof value === 'string' || typeof value === 'boolean') {
        form.setError(path as Path<V>, { type: 'server', message }, { shouldFocus: !focused });
        focused = true;
      } else if (Array.isArray(value)) {
        form.setError(`${path}.root` as Path<V>, { type: 'server', message });
      } else {
        general.push(message);
      }
    }
    setFormErrors(general.length > 0 || Object.keys(error.errors).length === 0 ? [error.message, ...general] : [error.message]);
  };

  const onSubmit = form.handleSubmit(
    async (values) => {
      setInvalid(false);
      setFormErrors([]);
      setSavedPercent(null);
      try {
        const data = await saveProfileSection(section, mappers.current.toPayload(values));
        const { empty: blank, fromSaved: toForm } = mappers.current;
        const stored = data.section as StoredSectionOf<S> | null;
        form.reset(stored ? toForm(stored) : blank());
        setSaved(stored);
        const percent = percentOf(data.completeness);
        setCompleteness(percent);
        setSavedPercent(percent ?? 0);
      } catch (error) {
        if (error instanceof ApiError && error.status === 422) applyServerErrors(error);
        else if (error instanceof ApiError) setFormErrors([error.message]);
        else throw error;
      }
    },
    () => {
      setSavedPercent(null);
      setFormErrors([]);
      setInvalid(true);
    },
  );

  // A failed load: the shared client has already shown the reason in a toast.
  return {
    form,
    load: load !== 'ready' && query.status === 'error' ? 'error' : load,
    reload,
    completeness,
    saved,
    savedPercent,
    invalid,
    formErrors,
    onSubmit,
  };
}
