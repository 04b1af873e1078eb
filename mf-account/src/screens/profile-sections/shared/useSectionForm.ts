import { zodResolver } from '@hookform/resolvers/zod';
import { ApiError, PROFILE_KEY, getProfileSection, saveProfileSection, useQuery, type ProfileSection } from 'mf-shared';
import { useEffect, useRef, useState } from 'react';
import { get, useForm, type DefaultValues, type FieldValues, type Path, type Resolver, type UseFormReturn } from 'react-hook-form';
import type { z } from 'zod';

/** What one section screen tells the shared form logic. */
export interface SectionConfig<V extends FieldValues, P> {
  /** URL segment under /api/lpk/profile/. */
  section: ProfileSection;
  /** Client copy of the server's rules over the form values (messages localised). */
  schema: z.ZodType<V, V>;
  /** A blank form. */
  empty: () => V;
  /** Saved section data (as the API stores it) to form values. */
  fromSaved: (saved: Record<string, unknown>) => V;
  /** Form values to the exact payload the API expects. */
  toPayload: (values: V) => P;
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
 * Loads a profile section into a react-hook-form form, validates it with the client rules
 * before any call, saves it, and maps the server's 422 `errors` (dotted paths such as
 * `history.0.school_name`) back onto the fields. Warns before the page unloads with unsaved
 * changes.
 */
export function useSectionForm<V extends FieldValues, P>(config: SectionConfig<V, P>): SectionForm<V> {
  const { section, schema, empty, fromSaved, toPayload } = config;
  const form = useForm<V>({
    // The resolver's generics cannot be tied to V from here; the schema's type guarantees it.
    resolver: zodResolver(schema as z.ZodType<FieldValues, FieldValues>) as unknown as Resolver<V>,
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

  // The latest mappers, without re-running the load when a screen re-renders.
  const mappers = useRef({ empty, fromSaved, toPayload });
  mappers.current = { empty, fromSaved, toPayload };

  // Read afresh on every opening (a form starts from what the server holds now, never from the
  // cache of an earlier visit), and filled in once: a later answer never overwrites what is typed.
  const query = useQuery([...PROFILE_KEY, section], (signal) => getProfileSection<Record<string, unknown>>(section, signal), { forget: true });
  useEffect(() => {
    if (query.status !== 'success' || load === 'ready') return;
    const data = query.data;
    const { empty: blank, fromSaved: toForm } = mappers.current;
    form.reset(data.section ? toForm(data.section) : blank());
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
        const data = await saveProfileSection<P>(section, mappers.current.toPayload(values));
        const { empty: blank, fromSaved: toForm } = mappers.current;
        const stored = data.section as Record<string, unknown> | null;
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
  return { form, load: load !== 'ready' && query.status === 'error' ? 'error' : load, reload, completeness, saved, savedPercent, invalid, formErrors, onSubmit };
}
