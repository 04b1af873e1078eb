import { CONTACT_RELATIONS, familySchema, MEMBERS_MAX, RELATIONS } from 'contracts';
import { useTranslation } from 'react-i18next';
import './family.i18n';
import { emptyFamily, emptyMember, familyFromSaved, familyPayload } from './family.form';
import { Group, InputField, SelectField, YesNoField } from 'mf-shared/forms';
import { useFieldLabel } from './shared/labels';
import { SectionPage } from './shared/SectionPage';
import { SectionRows } from './shared/SectionRows';
import { useSectionForm } from './shared/useSectionForm';

/** /admin/edit-family: family members, emergency contact, dependents; GET/POST /api/lpk/profile/family. */
export default function FamilyScreen() {
  const { t } = useTranslation('account');
  const state = useSectionForm({ section: 'family', schema: familySchema, empty: emptyFamily, fromSaved: familyFromSaved, toPayload: familyPayload });
  const f = useFieldLabel('family');
  const relations = (values: readonly string[]) => values.map((value) => ({ value, label: t(`family.relations.${value}`) }));

  return (
    <SectionPage title={t('family.title')} intro={t('family.intro')} state={state}>
      <SectionRows control={state.form.control} name="members" text="family.rows" newRow={emptyMember} min={1} max={MEMBERS_MAX}>
        {(index) => (
          <>
            <SelectField name={`members.${index}.relation`} label={f('relation')} options={relations(RELATIONS)} />
            <InputField name={`members.${index}.full_name`} label={f('full_name')} />
            <InputField name={`members.${index}.birth_year`} label={f('birth_year')} optional inputMode="numeric" maxLength={4} />
            <InputField name={`members.${index}.occupation`} label={f('occupation')} optional />
            <InputField name={`members.${index}.phone`} label={f('phone')} optional type="tel" />
            <YesNoField name={`members.${index}.alive`} label={t('family.fields.alive')} optional />
            <YesNoField name={`members.${index}.lives_with_me`} label={t('family.fields.lives_with_me')} optional />
          </>
        )}
      </SectionRows>
      <Group legend={t('family.contact')}>
        <InputField name="emergency_contact.full_name" label={f('full_name')} />
        <SelectField name="emergency_contact.relation" label={f('relation')} options={relations(CONTACT_RELATIONS)} />
        <InputField name="emergency_contact.phone" label={f('phone')} type="tel" />
        <InputField name="emergency_contact.address" label={f('address')} className="section-form__wide" />
      </Group>
      <Group legend={t('family.others')}>
        <InputField name="dependents_count" label={f('dependents_count')} hint={t('family.fields.dependents_hint')} inputMode="numeric" maxLength={2} />
      </Group>
    </SectionPage>
  );
}
