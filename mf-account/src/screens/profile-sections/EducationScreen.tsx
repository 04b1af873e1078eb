import { EDUCATION_LEVELS, educationSchema, HISTORY_MAX } from 'contracts';
import { useFieldArray } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import './education.i18n';
import { educationFromSaved, educationPayload, emptyEducation, emptySchool } from './education.form';
import { CheckField, Group, InputField, RowList, SelectField, TextAreaField, YesNoField } from 'mf-shared/forms';
import { SectionPage } from './shared/SectionPage';
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
  const history = useFieldArray({ control: state.form.control, name: 'history' });
  const f = (key: string) => t(`education.fields.${key}`);
  const n = (key: string) => t(`education.nursing.${key}`);
  const levels = EDUCATION_LEVELS.map((value) => ({ value, label: t(`education.levels.${value}`) }));
  const year = { inputMode: 'numeric' as const, maxLength: 4 };

  return (
    <SectionPage title={t('education.title')} intro={t('education.intro')} state={state}>
      <RowList
        name="history"
        legend={t('education.history')}
        hint={t('education.history_hint')}
        rows={history.fields}
        rowLabel={(index) => t('education.row', { n: index + 1 })}
        addLabel={t('education.add')}
        onAdd={() => history.append(emptySchool())}
        onRemove={history.remove}
        min={1}
        max={HISTORY_MAX}
      >
        {(index) => (
          <>
            <SelectField name={`history.${index}.level`} label={f('level')} options={levels} />
            <InputField name={`history.${index}.school_name`} label={f('school_name')} />
            <InputField name={`history.${index}.major`} label={f('major')} optional />
            <InputField name={`history.${index}.city`} label={f('city')} optional />
            <InputField name={`history.${index}.start_year`} label={f('start_year')} {...year} />
            <InputField name={`history.${index}.end_year`} label={f('end_year')} {...year} />
            <CheckField name={`history.${index}.graduated`} label={f('graduated')} />
          </>
        )}
      </RowList>
      <Group legend={n('legend')} hint={n('hint')}>
        <YesNoField name="nursing_background.nursing_education" label={n('nursing_education')} className="section-form__wide" />
        <InputField name="nursing_background.institution" label={n('institution')} optional />
        <InputField name="nursing_background.caregiver_training_hours" label={n('caregiver_training_hours')} optional inputMode="numeric" />
        <InputField name="nursing_background.training_provider" label={n('training_provider')} optional />
        <TextAreaField name="nursing_background.notes" label={n('notes')} optional maxLength={500} rows={3} />
      </Group>
    </SectionPage>
  );
}
