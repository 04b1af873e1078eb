import { DUTIES_MAX, essaySchema, ESSAY_MAX, JOBS_MAX, MOTIVATION_MAX, MOTIVATION_MIN } from 'contracts';
import { useMemo } from 'react';
import { useWatch, type Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import './resume.i18n';
import { emptyJob, emptyResume, resumeFromSaved, resumePayload, type ResumeValues } from './resume.form';
import { countryOptions } from './shared/countries';
import { CheckField, Group, InputField, SelectField, TextAreaField } from 'mf-shared/forms';
import { useFieldLabel } from './shared/labels';
import { SectionPage } from './shared/SectionPage';
import { SectionRows } from './shared/SectionRows';
import { useSectionForm } from './shared/useSectionForm';

/** /admin/edit-resume: work history and essays; GET/POST /api/lpk/profile/essay. */
export default function ResumeScreen() {
  const { t, i18n } = useTranslation('account');
  const state = useSectionForm({ section: 'essay', schema: essaySchema, empty: emptyResume, fromSaved: resumeFromSaved, toPayload: resumePayload });
  const { control } = state.form;
  const countries = useMemo(() => countryOptions(i18n.language), [i18n.language]);
  const f = useFieldLabel('essay');
  /** The editor's own wording of a field. */
  const own = (key: string) => t(`resume.fields.${key}`);
  const count = (name: keyof Omit<ResumeValues, 'work_history'>, max: number) => <Counter name={name} max={max} control={control} />;

  return (
    <SectionPage title={t('resume.title')} intro={t('resume.intro')} state={state}>
      <SectionRows control={control} name="work_history" text="resume.rows" newRow={emptyJob} max={JOBS_MAX}>
        {(index) => (
          <>
            <InputField name={`work_history.${index}.employer`} label={own('employer')} autoComplete="organization" />
            <InputField name={`work_history.${index}.position`} label={f('position')} autoComplete="organization-title" />
            <SelectField name={`work_history.${index}.country`} label={f('country')} options={countries} />
            <InputField name={`work_history.${index}.start_date`} label={f('start_date')} type="date" />
            <InputField name={`work_history.${index}.end_date`} label={f('end_date')} hint={own('end_date_hint')} optional type="date" />
            <TextAreaField name={`work_history.${index}.duties`} label={f('duties')} optional maxLength={DUTIES_MAX} rows={3} />
            <CheckField name={`work_history.${index}.caregiving`} label={own('caregiving')} className="section-form__wide" />
          </>
        )}
      </SectionRows>
      <Group legend={t('resume.essays')}>
        <TextAreaField
          name="motivation"
          label={f('motivation')}
          hint={
            <>
              {t('resume.motivation_hint', { min: MOTIVATION_MIN, max: MOTIVATION_MAX })} {count('motivation', MOTIVATION_MAX)}
            </>
          }
          maxLength={MOTIVATION_MAX}
          rows={8}
        />
        <TextAreaField
          name="self_introduction"
          label={f('self_introduction')}
          hint={count('self_introduction', ESSAY_MAX)}
          optional
          maxLength={ESSAY_MAX}
          rows={5}
        />
        <TextAreaField name="career_goal" label={f('career_goal')} hint={count('career_goal', ESSAY_MAX)} optional maxLength={ESSAY_MAX} rows={5} />
      </Group>
    </SectionPage>
  );
}

/** "123 / 3000 characters" under an essay, updated as the user types. */
function Counter({ name, max, control }: { name: 'motivation' | 'self_introduction' | 'career_goal'; max: number; control: Control<ResumeValues> }) {
  const { t } = useTranslation('account');
  const value = useWatch({ control, name });
  return <span>{t('resume.count', { count: value.trim().length, max })}</span>;
}
