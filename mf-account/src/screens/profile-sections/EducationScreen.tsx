import { EDUCATION_LEVELS, educationSchema, HISTORY_MAX } from 'contracts';
import { useTranslation } from 'react-i18next';
import './education.i18n';
import { educationFromSaved, educationPayload, emptyEducation, emptySchool } from './education.form';
import { CheckField, Group, InputField, SelectField, TextAreaField, YesNoField } from 'mf-shared/forms';
import { useFieldLabel } from './shared/labels';
import { SectionPage } from './shared/SectionPage';
import { SectionRows } from './shared/SectionRows';
import { useSectionForm } from './shared/useSectionForm';

/** /admin/edit-education: schools and nursing background, GET/POST /api/lpk/profile/education. */
export default function EducationScreen() {
  const { t } = useTranslation('account');
  const state = useSectionForm({
    section: 'education',
    schema: educationSchema,
    empty: emptyEducation,
    fromSaved: educationFromSaved,
    toPayload: educationPayload,
  });
  const f = useFieldLabel('education');
  const levels = EDUCATION_LEVELS.map((value) => ({ value, label: t(`education.levels.${value}`) }));
  const year = { inputMode: 'numeric' as const, maxLength: 4 };

  return (
    <SectionPage title={t('education.title')} intro={t('education.intro')} state={state}>
      <SectionRows control={state.form.control} name="history" text="education.rows" newRow={emptySchool} min={1} max={HISTORY_MAX}>
        {(index) => (
          <>
            <SelectField name={`history.${index}.level`} label={f('level')} options={levels} />
            <InputField name={`history.${index}.school_name`} label={f('school_name')} />
            <InputField name={`history.${index}.major`} label={f('major')} optional />
            <InputField name={`history.${index}.city`} label={f('city')} optional />
            <InputField name={`history.${index}.start_year`} label={f('start_year')} {...year} />
            <InputField name={`history.${index}.end_year`} label={f('end_year')} {...year} />
            <CheckField name={`history.${index}.graduated`} label={t('education.graduated')} />
          </>
        )}
      </SectionRows>
      <Group legend={f('nursing_background')} hint={t('education.nursing.hint')}>
        <YesNoField name="nursing_background.nursing_education" label={t('education.nursing.nursing_education')} className="section-form__wide" />
        <InputField name="nursing_background.institution" label={t('education.nursing.institution')} optional />
        <InputField name="nursing_background.caregiver_training_hours" label={f('caregiver_training_hours')} optional inputMode="numeric" />
        <InputField name="nursing_background.training_provider" label={f('training_provider')} optional />
        <TextAreaField name="nursing_background.notes" label={f('notes')} optional maxLength={500} rows={3} />
      </Group>
    </SectionPage>
  );
}
