import { ktpSchema, MARITAL_STATUSES, NATIONALITIES, PROVINCES, RELIGIONS, SEXES } from 'contracts';
import { useTranslation } from 'react-i18next';
import './ktp.i18n';
import { emptyKtp, ktpFromSaved, ktpPayload } from './ktp.form';
import { Group, InputField, SelectField } from 'mf-shared/forms';
import { useFieldLabel } from './shared/labels';
import { SectionPage } from './shared/SectionPage';
import { useSectionForm } from './shared/useSectionForm';

/** /admin/edit-ktp: the identity card (KTP) section, GET/POST /api/lpk/profile/ktp. */
export default function KtpScreen() {
  const { t } = useTranslation('account');
  const state = useSectionForm({ section: 'ktp', schema: ktpSchema, empty: emptyKtp, fromSaved: ktpFromSaved, toPayload: ktpPayload });
  const f = useFieldLabel('ktp');
  const options = (group: string, values: readonly string[]) => values.map((value) => ({ value, label: t(`ktp.${group}.${value}`) }));

  return (
    <SectionPage title={t('ktp.title')} intro={t('ktp.intro')} state={state}>
      <Group legend={t('ktp.groups.identity')}>
        <InputField name="nik" label={f('nik')} hint={t('ktp.nik_hint')} inputMode="numeric" autoComplete="off" maxLength={22} />
        <InputField name="full_name" label={f('full_name')} autoComplete="name" />
        <InputField name="birth_place" label={f('birth_place')} />
        <InputField name="birth_date" label={f('birth_date')} type="date" autoComplete="bday" />
        <SelectField name="sex" label={f('sex')} options={options('sex', SEXES)} />
        <SelectField name="nationality" label={f('nationality')} options={options('nationality', NATIONALITIES)} placeholder={false} />
      </Group>
      <Group legend={t('ktp.groups.address')}>
        <InputField name="address" label={f('address')} className="section-form__wide" autoComplete="street-address" />
        <InputField name="rt" label={f('rt')} inputMode="numeric" maxLength={3} />
        <InputField name="rw" label={f('rw')} inputMode="numeric" maxLength={3} />
        <InputField name="village" label={f('village')} />
        <InputField name="district" label={f('district')} />
        <InputField name="regency" label={f('regency')} />
        <SelectField name="province" label={f('province')} options={PROVINCES.map((p) => ({ value: p.name, label: p.name }))} />
        <InputField name="postal_code" label={f('postal_code')} optional inputMode="numeric" maxLength={5} autoComplete="postal-code" />
      </Group>
      <Group legend={t('ktp.groups.other')}>
        <SelectField name="religion" label={f('religion')} options={options('religion', RELIGIONS)} />
        <SelectField name="marital_status" label={f('marital_status')} options={options('marital_status', MARITAL_STATUSES)} />
        <InputField name="occupation" label={f('occupation')} optional />
      </Group>
    </SectionPage>
  );
}
