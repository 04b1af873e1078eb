import { EXPERIENCES, FACILITY_TYPES, JLPT_LEVELS, PATHWAYS, PREFECTURES, type Vacancy } from 'contracts';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { createVacancy, updateVacancy, type Saved } from '../../api/institution';
import { SaveBar } from './SaveBar';
import { useAdminForm } from './useAdminForm';
import { LINE_LISTS, emptyVacancy, vacancyFieldOf, vacancyPayload, vacancySchema, vacancyValues, type VacancyValues } from './vacancy.form';
import { CheckField, FormScope, InputField, SelectField, TextAreaField } from 'mf-shared/forms';

interface Props {
  /** The vacancy being edited, or null for a new one. */
  editing: Vacancy | null;
  onSaved: (vacancy: Vacancy, message: string | undefined) => void;
  onCancel: () => void;
  /** The operator has suspended the LPK: the save button is disabled. */
  frozen?: boolean;
}

/**
 * A vacancy's fields as the public job pages show them, in both languages. The contract's rules
 * are checked before sending; the API checks them again with the salary floor (the prefecture's
 * minimum wage for 173 hours) and answers each broken rule, worded in the reader's language, under
 * its field.
 */
export function VacancyForm({ editing, onSaved, onCancel, frozen = false }: Props) {
  const { t } = useTranslation('account');
  const k = (key: string) => t(`institution.vacancies.${key}`);
  const heading = useRef<HTMLHeadingElement>(null);
  const { form, status, onSubmit } = useAdminForm<VacancyValues, Saved<Vacancy>>({
    defaultValues: editing ? vacancyValues(editing) : emptyVacancy(),
    rules: { schema: vacancySchema, toPayload: vacancyPayload, fieldOf: vacancyFieldOf },
    send: (values) => (editing ? updateVacancy(editing.id, vacancyPayload(values)) : createVacancy(vacancyPayload(values))),
    onSaved: ({ data, message }) => {
      onSaved(data, message);
      return '';
    },
    invalidStatus: t('institution.fix_errors'),
  });
  const saving = form.formState.isSubmitting;

  useEffect(() => heading.current?.focus(), []);

  return (
    <FormScope form={form} ns="account">
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
        <VacancyFacts />
        <TextAreaField name="description_id" label={k('description_id')} />
        <TextAreaField name="description_en" label={k('description_en')} />
        <div className="institution-grid">
          {LINE_LISTS.map((field) => (
            <TextAreaField key={field} name={field} label={k(field)} wide={false} />
          ))}
        </div>
        <SaveBar saving={saving} label={saving ? k('saving') : k(editing ? 'save' : 'publish')} status={status} frozen={frozen}>
          <button type="button" className="button button--secondary" onClick={onCancel}>
            {k('cancel')}
          </button>
        </SaveBar>
      </form>
    </FormScope>
  );
}

/** The vacancy's short facts: titles, facility, place, salary, pathway, level, deadline, positions and hours. */
function VacancyFacts() {
  const { t } = useTranslation('account');
  const k = (key: string) => t(`institution.vacancies.${key}`);
  const options = <T extends string>(values: readonly T[], label: (value: T) => string = (value) => value) =>
    values.map((value) => ({ value, label: label(value) }));
  return (
    <div className="institution-grid">
      <InputField name="title_id" label={k('title_id')} />
      <InputField name="title_en" label={k('title_en')} />
      <SelectField
        name="facility_type"
        label={k('facility_type')}
        options={options(FACILITY_TYPES, (f) => t(`labels.catalogue.facility_type.${f}`))}
        placeholder={false}
      />
      <SelectField name="prefecture" label={k('prefecture')} options={options(PREFECTURES)} placeholder={false} />
      <InputField name="city" label={k('city')} />
      <InputField name="monthly_salary_jpy" label={k('salary')} hint={k('salary_hint')} inputMode="numeric" />
      <SelectField name="pathway" label={k('pathway')} options={options(PATHWAYS, (p) => t(`labels.catalogue.pathway.${p}`))} placeholder={false} />
      <SelectField name="experience" label={k('experience')} options={options(EXPERIENCES, (x) => t(`labels.catalogue.experience.${x}`))} placeholder={false} />
      <SelectField name="jlpt_required" label={k('jlpt')} options={options(JLPT_LEVELS)} placeholder={false} />
      <InputField name="deadline" type="date" label={k('deadline')} />
      <InputField name="openings" inputMode="numeric" label={k('openings')} />
      <InputField name="working_hours.per_week" inputMode="numeric" label={k('hours')} />
      <CheckField name="working_hours.night_shifts" label={k('night_shifts')} />
    </div>
  );
}
