import {
  CERTIFICATE_TYPES,
  CERTIFICATES_MAX,
  certificateTypeKey,
  hasLevel,
  JLPT_LEVELS,
  QUESTION_IDS,
  QUESTIONS,
  questionChoiceKey,
  questionTextKey,
  quizSchema,
} from 'contracts';
import { useWatch, type Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import './japanese-certificate.i18n';
import { emptyCertificate, emptyQuiz, quizFromSaved, quizPayload, scoreHint, type QuizValues } from './japanese-certificate.form';
import { Group, InputField, RadioGroupField, SelectField } from 'mf-shared/forms';
import { useFieldLabel } from './shared/labels';
import { SectionPage } from './shared/SectionPage';
import { SectionRows } from './shared/SectionRows';
import { useSectionForm } from './shared/useSectionForm';

/** The fields of one certificate; level and score hints follow the chosen test. */
function CertificateFields({ index, control }: { index: number; control: Control<QuizValues> }) {
  const { t } = useTranslation('account');
  const type = useWatch({ control, name: `japanese_certificates.${index}.type` });
  const passed = useWatch({ control, name: `japanese_certificates.${index}.passed` });
  const f = useFieldLabel('quiz');
  const name = (field: string) => `japanese_certificates.${index}.${field}`;

  return (
    <>
      <SelectField name={name('type')} label={f('type')} options={CERTIFICATE_TYPES.map((value) => ({ value, label: t(certificateTypeKey(value)) }))} />
      {hasLevel(type) && <SelectField name={name('level')} label={f('level')} options={JLPT_LEVELS.map((value) => ({ value, label: value }))} />}
      <InputField
        name={name('score')}
        label={f('score')}
        hint={t(`japaneseCertificate.fields.score_hint_${scoreHint(type)}`)}
        inputMode="numeric"
        maxLength={3}
      />
      <InputField name={name('issued_on')} label={f('issued_on')} type="date" />
      <InputField name={name('certificate_number')} label={f('certificate_number')} optional maxLength={40} autoComplete="off" />
      {passed !== '' && (
        <p className="section-form__wide">
          <span className={`section-form__badge${passed === 'true' ? '' : ' section-form__badge--no'}`}>
            {t(passed === 'true' ? 'japaneseCertificate.passed' : 'japaneseCertificate.not_passed')}
          </span>
        </p>
      )}
    </>
  );
}

/** /admin/edit-japanese-certificate: certificates, study and self-assessment; GET/POST /api/lpk/profile/quiz. */
export default function JapaneseCertificateScreen() {
  const { t } = useTranslation('account');
  const state = useSectionForm({ section: 'quiz', schema: quizSchema, empty: emptyQuiz, fromSaved: quizFromSaved, toPayload: quizPayload });
  const { control } = state.form;
  const f = useFieldLabel('quiz');
  const score = state.saved?.self_assessment_score;

  return (
    <SectionPage title={t('japaneseCertificate.title')} intro={t('japaneseCertificate.intro')} state={state}>
      <SectionRows control={control} name="japanese_certificates" text="japaneseCertificate.rows" newRow={emptyCertificate} max={CERTIFICATES_MAX}>
        {(index) => <CertificateFields index={index} control={control} />}
      </SectionRows>
      <Group legend={t('japaneseCertificate.study')}>
        <InputField name="study_hours" label={f('study_hours')} hint={t('japaneseCertificate.fields.study_hours_hint')} inputMode="numeric" maxLength={5} />
        <InputField name="study_institution" label={t('japaneseCertificate.fields.study_institution')} optional />
      </Group>
      <fieldset className="section-form__group">
        <legend>{t('japaneseCertificate.self_assessment')}</legend>
        <p className="field__hint">{t('japaneseCertificate.self_assessment_hint')}</p>
        {typeof score === 'number' && <p className="section-form__score">{t('japaneseCertificate.self_assessment_score', { score })}</p>}
        {QUESTION_IDS.map((id) => (
          <RadioGroupField
            key={id}
            name={`answers.${id}`}
            legend={t(questionTextKey(id))}
            options={QUESTIONS[id].map((value) => ({ value, label: t(questionChoiceKey(id, value)) }))}
          />
        ))}
      </fieldset>
    </SectionPage>
  );
}
