import { DUTIES_MAX, essaySchema, ESSAY_MAX, JOBS_MAX, MOTIVATION_MAX, MOTIVATION_MIN } from 'contracts';
import { useMemo } from 'react';
import { useFieldArray, useWatch, type Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import './resume.i18n';
import { emptyJob, emptyResume, resumeFromSaved, resumePayload, type ResumeValues } from './resume.form';
import { countryOptions } from './shared/countries';
import { CheckField, Group, InputField, RowList, SelectField, TextAreaField } from 'mf-shared/forms';
import { SectionPage } from './shared/SectionPage';
import { useSectionForm } from './shared/useSectionForm';

/** /admin/edit-resume: work history and essays; GET/POST /api/lpk/profile/essay. */
export default function ResumeScreen() {
  const { t, i18n } = useTranslation('account');
  const state = useSectionForm({ section: 'essay', schema: essaySchema, empty: emptyResume, fromSaved: resumeFromSaved, toPayload: resumePayload });
  const { control } = state.form;
  const jobs = useFieldArray({ control, name: 'work_history' });
  const countries = useMemo(() => countryOptions(i18n.language), [i18n.language]);
  const f = (key: string) => t(`resume.fields.${key}`);
  const count = (name: keyof Omit<ResumeValues, 'work_history'>, max: number) => <Counter name={name} max={max} control={control} />;

  return (
    <SectionPage title={t('resume.title')} intro={t('resume.intro')} state={state}>
      <RowList
        name="work_history"
        legend={t('resume.work_history')}
        hint={t('resume.work_history_hint')}
        rows={jobs.fields}
        rowLabel={(index) => t('resume.row', { n: index + 1 })}
        addLabel={t('resume.add')}
        onAdd={() => jobs.append(emptyJob())}
        onRemove={jobs.remove}
        max={JOBS_MAX}
      >
        {(index) => (
          <>
            <InputField name={`work_history.${index}.employer`} label={f('employer')} autoComplete="organization" />
            <InputField name={`work_history.${index}.position`} label={f('position')} autoComplete="organization-title" />
            <SelectField name={`work_history.${index}.country`} label={f('country')} options={countries} />
            <InputField name={`work_history.${index}.start_date`} label={f('start_date')} type="date" />
            <InputField name={`work_history.${index}.end_date`} label={f('end_date')} hint={f('end_date_hint')} optional type="date" />
            <TextAreaField name={`work_history.${index}.duties`} label={f('duties')} optional maxLength={DUTIES_MAX} rows={3} />
            <CheckField name={`work_history.${index}.caregiving`} label={f('caregiving')} className="section-form__wide" />
          </>
        )}
      </RowList>
      <Group legend={t('resume.essays')}>
        <TextAreaField
          name="motivation"
          label={t('resume.motivation')}
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
          label={t('resume.self_introduction')}
          hint={count('self_introduction', ESSAY_MAX)}
          optional
          maxLength={ESSAY_MAX}
          rows={5}
        />
        <TextAreaField name="career_goal" label={t('resume.career_goal')} hint={count('career_goal', ESSAY_MAX)} optional maxLength={ESSAY_MAX} rows={5} />
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
