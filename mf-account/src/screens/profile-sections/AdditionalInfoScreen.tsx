import { additionalInfoSchema, ALCOHOL, BLOOD_TYPES, HANDS, HEALTH_TEXT_MAX, HOBBIES_MAX, LICENCES, SMOKING, VACCINATIONS_MAX, VACCINES } from 'contracts';
import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import './additional-info.i18n';
import { additionalInfoFromSaved, additionalInfoPayload, emptyAdditionalInfo, emptyVaccination } from './additional-info.form';
import { CheckField, Group, InputField, SelectField, TextAreaField, YesNoField } from 'mf-shared/forms';
import { useFieldLabel } from './shared/labels';
import { SectionPage } from './shared/SectionPage';
import { SectionRows } from './shared/SectionRows';
import { useSectionForm } from './shared/useSectionForm';

/** /admin/edit-additional: health, habits, licences, vaccinations, passport; GET/POST /api/lpk/profile/additional-info. */
export default function AdditionalInfoScreen() {
  const { t } = useTranslation('account');
  const state = useSectionForm({
    section: 'additional-info',
    schema: additionalInfoSchema,
    empty: emptyAdditionalInfo,
    fromSaved: additionalInfoFromSaved,
    toPayload: additionalInfoPayload,
  });
  const { control } = state.form;
  const hasPassport = useWatch({ control, name: 'has_passport' });
  const f = useFieldLabel('additional_info');
  /** The editor's own wording of a field (a question to the applicant). */
  const own = (key: string) => t(`additionalInfo.fields.${key}`);
  const options = (group: string, values: readonly string[]) => values.map((value) => ({ value, label: t(`additionalInfo.${group}.${value}`) }));
  const decimal = { inputMode: 'decimal' as const, hint: own('eyesight_hint'), optional: true };

  return (
    <SectionPage title={t('additionalInfo.title')} intro={t('additionalInfo.intro')} state={state}>
      <Group legend={t('additionalInfo.groups.body')}>
        <InputField name="height_cm" label={f('height_cm')} inputMode="numeric" maxLength={3} />
        <InputField name="weight_kg" label={f('weight_kg')} inputMode="numeric" maxLength={3} />
        <SelectField name="blood_type" label={f('blood_type')} options={options('blood_type', BLOOD_TYPES)} />
        <SelectField name="dominant_hand" label={f('dominant_hand')} options={options('dominant_hand', HANDS)} />
        <InputField name="eyesight_left" label={f('eyesight_left')} {...decimal} />
        <InputField name="eyesight_right" label={f('eyesight_right')} {...decimal} />
        <CheckField name="wears_glasses" label={own('wears_glasses')} />
        <YesNoField name="color_blind" label={own('color_blind')} optional />
        <TextAreaField name="chronic_illness" label={f('chronic_illness')} optional maxLength={HEALTH_TEXT_MAX} rows={2} />
        <TextAreaField name="allergies" label={f('allergies')} optional maxLength={HEALTH_TEXT_MAX} rows={2} />
        <TextAreaField name="disability" label={f('disability')} optional maxLength={HEALTH_TEXT_MAX} rows={2} />
      </Group>
      <Group legend={t('additionalInfo.groups.habits')}>
        <SelectField name="smoking" label={f('smoking')} options={options('smoking', SMOKING)} />
        <SelectField name="alcohol" label={f('alcohol')} options={options('alcohol', ALCOHOL)} />
        <CheckField name="tattoo" label={own('tattoo')} />
      </Group>
      <Group legend={t('additionalInfo.groups.about')}>
        <InputField name="hobbies" label={f('hobbies')} optional maxLength={HOBBIES_MAX} className="section-form__wide" />
        <TextAreaField name="skills" label={f('skills')} optional maxLength={HEALTH_TEXT_MAX} rows={3} />
      </Group>
      <fieldset className="section-form__group">
        <legend>{t('additionalInfo.groups.licences')}</legend>
        <div className="section-form__checks">
          {LICENCES.map((licence) => (
            <CheckField key={licence} name="driving_licences" value={licence} label={t('additionalInfo.licence', { class: licence })} />
          ))}
        </div>
      </fieldset>
      <SectionRows control={control} name="vaccinations" text="additionalInfo.rows" newRow={emptyVaccination} max={VACCINATIONS_MAX}>
        {(index) => (
          <>
            <SelectField name={`vaccinations.${index}.type`} label={f('type')} options={options('vaccines', VACCINES)} />
            <InputField name={`vaccinations.${index}.doses`} label={own('doses')} optional inputMode="numeric" maxLength={2} />
            <InputField name={`vaccinations.${index}.last_dose_on`} label={f('last_dose_on')} optional type="date" />
          </>
        )}
      </SectionRows>
      <Group legend={t('additionalInfo.groups.passport')}>
        <CheckField name="has_passport" label={own('has_passport')} className="section-form__wide" />
        {hasPassport && (
          <>
            <InputField name="passport_number" label={f('passport_number')} hint={own('passport_number_hint')} optional autoComplete="off" maxLength={12} />
            <InputField name="passport_expiry" label={own('passport_expiry')} type="date" />
          </>
        )}
      </Group>
    </SectionPage>
  );
}
