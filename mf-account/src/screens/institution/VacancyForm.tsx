import {
  EXPERIENCES,
  FACILITY_TYPES,
  JLPT_LEVELS,
  PATHWAYS,
  PREFECTURES,
  type Experience,
  type FacilityType,
  type JlptLevel,
  type Pathway,
  type Prefecture,
  type Vacancy,
  type VacancyInput,
} from 'contracts';
import { ApiError, CheckboxField, TextField } from 'mf-shared';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { createVacancy, updateVacancy } from '../../api/lpkAdmin';
import { SelectField, TextAreaField, firstError, type FieldErrors } from './fields';

interface Values {
  title_id: string;
  title_en: string;
  facility_type: FacilityType;
  prefecture: Prefecture;
  city: string;
  monthly_salary_jpy: string;
  experience: Experience;
  pathway: Pathway;
  jlpt_required: JlptLevel;
  deadline: string;
  openings: string;
  description_id: string;
  description_en: string;
  requirements_id: string;
  requirements_en: string;
  benefits_id: string;
  benefits_en: string;
  per_week: string;
  night_shifts: boolean;
}

const EMPTY: Values = {
  title_id: '',
  title_en: '',
  facility_type: FACILITY_TYPES[0],
  prefecture: 'Tokyo',
  city: '',
  monthly_salary_jpy: '',
  experience: 'inexperienced',
  pathway: 'ssw',
  jlpt_required: 'N4',
  deadline: '',
  openings: '1',
  description_id: '',
  description_en: '',
  requirements_id: '',
  requirements_en: '',
  benefits_id: '',
  benefits_en: '',
  per_week: '40',
  night_shifts: false,
};

function valuesOf(v: Vacancy): Values {
  return {
    ...v,
    monthly_salary_jpy: String(v.monthly_salary_jpy),
    openings: String(v.openings),
    requirements_id: v.requirements_id.join('\n'),
    requirements_en: v.requirements_en.join('\n'),
    benefits_id: v.benefits_id.join('\n'),
    benefits_en: v.benefits_en.join('\n'),
    per_week: String(v.working_hours.per_week),
    night_shifts: v.working_hours.night_shifts,
  };
}

const lines = (text: string) =>
  text
    .split('\n')
    .map((l) => l.trim())
    .filter(Boolean);
const num = (text: string): number | string => (/^\s*\d+\s*$/.test(text) ? Number(text) : text);

function bodyOf(v: Values): VacancyInput {
  return {
    title_id: v.title_id,
    title_en: v.title_en,
    facility_type: v.facility_type,
    prefecture: v.prefecture,
    city: v.city,
    monthly_salary_jpy: num(v.monthly_salary_jpy) as number,
    experience: v.experience,
    pathway: v.pathway,
    jlpt_required: v.jlpt_required,
    deadline: v.deadline,
    openings: num(v.openings) as number,
    description_id: v.description_id,
    description_en: v.description_en,
    requirements_id: lines(v.requirements_id),
    requirements_en: lines(v.requirements_en),
    benefits_id: lines(v.benefits_id),
    benefits_en: lines(v.benefits_en),
    working_hours: { per_week: num(v.per_week) as number, night_shifts: v.night_shifts },
  };
}

interface Props {
  /** The vacancy being edited, or null for a new one. */
  editing: Vacancy | null;
  onSaved: (vacancy: Vacancy, message: string | undefined) => void;
  onCancel: () => void;
}

/**
 * A vacancy's fields as the public job pages show them, in both languages. The API applies the
 * contract's rules and the salary floor (the prefecture's minimum wage for 173 hours) and answers
 * each broken rule, worded in the reader's language, under its field.
 */
export function VacancyForm({ editing, onSaved, onCancel }: Props) {
  const { t } = useTranslation('account');
  const [v, setV] = useState<Values>(() => (editing ? valuesOf(editing) : EMPTY));
  const [errors, setErrors] = useState<FieldErrors>({});
  const [saving, setSaving] = useState(false);
  const [status, setStatus] = useState('');
  const heading = useRef<HTMLHeadingElement>(null);
  const set = <K extends keyof Values>(key: K, value: Values[K]) => setV((current) => ({ ...current, [key]: value }));
  const err = (path: string) => firstError(errors, path);
  const k = (key: string) => t(`institution.vacancies.${key}`);

  useEffect(() => heading.current?.focus(), []);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setSaving(true);
    setStatus('');
    try {
      const { data, message } = editing ? await updateVacancy(editing.id, bodyOf(v)) : await createVacancy(bodyOf(v));
      onSaved(data, message);
    } catch (error) {
      if (error instanceof ApiError && error.status === 422) {
        setErrors(error.errors);
        setStatus(t('institution.fix_errors'));
      }
    } finally {
      setSaving(false);
    }
  };

  const options = <T extends string>(values: readonly T[], label: (value: T) => string) => values.map((value) => ({ value, label: label(value) }));
  return (
    <form
      onSubmit={(event) => void onSubmit(event)}
      aria-busy={saving || undefined}
      noValidate
      aria-labelledby="vacancy-form-title"
      className="institution-vacancy-form"
    >
      <h3 id="vacancy-form-title" tabIndex={-1} ref={heading}>
        {k(editing ? 'form_edit' : 'form_new')}
      </h3>
      <div className="institution-grid">
        <TextField name="title_id" label={k('title_id')} value={v.title_id} onChange={(e) => set('title_id', e.target.value)} error={err('title_id')} />
        <TextField name="title_en" label={k('title_en')} value={v.title_en} onChange={(e) => set('title_en', e.target.value)} error={err('title_en')} />
        <SelectField
          name="facility_type"
          label={k('facility_type')}
          value={v.facility_type}
          onChange={(e) => set('facility_type', e.target.value as FacilityType)}
          options={options(FACILITY_TYPES, (f) => t(`labels.catalogue.facility_type.${f}`))}
          error={err('facility_type')}
        />
        <SelectField
          name="prefecture"
          label={k('prefecture')}
          value={v.prefecture}
          onChange={(e) => set('prefecture', e.target.value as Prefecture)}
          options={options(PREFECTURES, (p) => p)}
          error={err('prefecture')}
        />
        <TextField name="city" label={k('city')} value={v.city} onChange={(e) => set('city', e.target.value)} error={err('city')} />
        <TextField
          name="monthly_salary_jpy"
          label={k('salary')}
          hint={k('salary_hint')}
          inputMode="numeric"
          value={v.monthly_salary_jpy}
          onChange={(e) => set('monthly_salary_jpy', e.target.value)}
          error={err('monthly_salary_jpy')}
        />
        <SelectField
          name="pathway"
          label={k('pathway')}
          value={v.pathway}
          onChange={(e) => set('pathway', e.target.value as Pathway)}
          options={options(PATHWAYS, (p) => t(`labels.catalogue.pathway.${p}`))}
          error={err('pathway')}
        />
        <SelectField
          name="experience"
          label={k('experience')}
          value={v.experience}
          onChange={(e) => set('experience', e.target.value as Experience)}
          options={options(EXPERIENCES, (x) => t(`labels.catalogue.experience.${x}`))}
          error={err('experience')}
        />
        <SelectField
          name="jlpt_required"
          label={k('jlpt')}
          value={v.jlpt_required}
          onChange={(e) => set('jlpt_required', e.target.value as JlptLevel)}
          options={options(JLPT_LEVELS, (l) => l)}
          error={err('jlpt_required')}
        />
        <TextField
          name="deadline"
          type="date"
          label={k('deadline')}
          value={v.deadline}
          onChange={(e) => set('deadline', e.target.value)}
          error={err('deadline')}
        />
        <TextField
          name="openings"
          inputMode="numeric"
          label={k('openings')}
          value={v.openings}
          onChange={(e) => set('openings', e.target.value)}
          error={err('openings')}
        />
        <TextField
          name="per_week"
          inputMode="numeric"
          label={k('hours')}
          value={v.per_week}
          onChange={(e) => set('per_week', e.target.value)}
          error={err('working_hours.per_week')}
        />
        <CheckboxField name="night_shifts" label={k('night_shifts')} checked={v.night_shifts} onChange={(e) => set('night_shifts', e.target.checked)} />
      </div>
      <TextAreaField
        name="description_id"
        label={k('description_id')}
        value={v.description_id}
        onChange={(e) => set('description_id', e.target.value)}
        error={err('description_id')}
      />
      <TextAreaField
        name="description_en"
        label={k('description_en')}
        value={v.description_en}
        onChange={(e) => set('description_en', e.target.value)}
        error={err('description_en')}
      />
      <div className="institution-grid">
        {(['requirements_id', 'requirements_en', 'benefits_id', 'benefits_en'] as const).map((field) => (
          <TextAreaField
            key={field}
            name={field}
            label={k(field)}
            value={v[field]}
            onChange={(e) => set(field, e.target.value)}
            error={Object.entries(errors).find(([path]) => path === field || path.startsWith(`${field}.`))?.[1][0]}
          />
        ))}
      </div>
      <div className="actions">
        <button type="submit" className="button button--primary" disabled={saving}>
          {saving ? k('saving') : k(editing ? 'save' : 'publish')}
        </button>
        <button type="button" className="button button--secondary" onClick={onCancel}>
          {k('cancel')}
        </button>
        <span role="status">{status}</span>
      </div>
    </form>
  );
}
