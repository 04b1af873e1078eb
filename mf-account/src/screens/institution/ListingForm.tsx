import { FEE_ITEMS, OFFICE_DAYS, PROGRAMS, type FeeItem, type Listing, type ListingInput, type OfficeDays, type Program } from 'contracts';
import { ApiError, CheckboxField, TextField, getLanguage } from 'mf-shared';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { saveListing } from '../../api/lpkAdmin';
import { SelectField, TextAreaField, firstError, type FieldErrors } from './fields';

interface Props {
  listing: Listing;
  onSaved: (listing: Listing) => void;
}

/** The form's values: numbers as typed (empty = none), one amount per fee item. */
interface Values {
  description_id: string;
  description_en: string;
  programs: Program[];
  fees: Record<FeeItem, string>;
  instalments: boolean;
  has_dormitory: boolean;
  dormitory_capacity: string;
  dormitory_fee: string;
  dormitory_gender: boolean;
  training_months: string;
  phone: string;
  whatsapp: string;
  email: string;
  website: string;
  days: OfficeDays;
  open: string;
  close: string;
}

function valuesOf(listing: Listing): Values {
  const fees = Object.fromEntries(FEE_ITEMS.map((key) => [key, ''])) as Record<FeeItem, string>;
  for (const item of listing.fees.items) fees[item.key] = String(item.amount);
  return {
    description_id: listing.description_id,
    description_en: listing.description_en,
    programs: listing.programs,
    fees,
    instalments: listing.fees.instalments,
    has_dormitory: listing.has_dormitory,
    dormitory_capacity: listing.dormitory ? String(listing.dormitory.capacity) : '',
    dormitory_fee: listing.dormitory ? String(listing.dormitory.monthly_fee_idr) : '',
    dormitory_gender: listing.dormitory?.separate_by_gender ?? false,
    training_months: String(listing.training_months),
    phone: listing.contact.phone,
    whatsapp: listing.contact.whatsapp,
    email: listing.contact.email,
    website: listing.contact.website,
    days: listing.contact.office_hours.days,
    open: listing.contact.office_hours.open,
    close: listing.contact.office_hours.close,
  };
}

/** A number as typed: the API's schema says what is wrong with anything else ("" is sent as is). */
const num = (text: string): number | string => (/^\s*-?\d+\s*$/.test(text) ? Number(text) : text);

function bodyOf(v: Values): { body: ListingInput; feeKeys: FeeItem[] } {
  const feeKeys = FEE_ITEMS.filter((key) => v.fees[key].trim() !== '');
  return {
    feeKeys,
    body: {
      description_id: v.description_id,
      description_en: v.description_en,
      programs: v.programs,
      fees: { items: feeKeys.map((key) => ({ key, amount: num(v.fees[key]) as number })), instalments: v.instalments },
      has_dormitory: v.has_dormitory,
      dormitory: v.has_dormitory
        ? { capacity: num(v.dormitory_capacity) as number, monthly_fee_idr: num(v.dormitory_fee) as number, separate_by_gender: v.dormitory_gender }
        : null,
      training_months: num(v.training_months) as number,
      contact: { phone: v.phone, whatsapp: v.whatsapp, email: v.email, website: v.website, office_hours: { days: v.days, open: v.open, close: v.close } },
    },
  };
}

/**
 * The listing form: descriptions in both languages, programs, the fee breakdown (the total is the
 * sum), dormitory, training length and contact. The API checks it with the contract's rules and
 * answers each broken rule in the reader's language, shown under its field.
 */
export function ListingForm({ listing, onSaved }: Props) {
  const { t } = useTranslation('account');
  const lang = getLanguage();
  const [v, setV] = useState<Values>(() => valuesOf(listing));
  const [errors, setErrors] = useState<FieldErrors>({});
  const [feeKeys, setFeeKeys] = useState<FeeItem[]>([]);
  const [saving, setSaving] = useState(false);
  const [status, setStatus] = useState('');
  const set = <K extends keyof Values>(key: K, value: Values[K]) => setV((current) => ({ ...current, [key]: value }));
  const err = (path: string) => firstError(errors, path);
  const feeError = (key: FeeItem) => {
    const index = feeKeys.indexOf(key);
    return index < 0 ? undefined : (err(`fees.items.${index}.amount`) ?? err(`fees.items.${index}`));
  };
  const total = FEE_ITEMS.reduce((sum, key) => sum + (Number(v.fees[key]) || 0), 0);
  const money = new Intl.NumberFormat(lang === 'en' ? 'en-GB' : 'id-ID', { style: 'currency', currency: 'IDR', maximumFractionDigits: 0 });

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const { body, feeKeys: sent } = bodyOf(v);
    setSaving(true);
    setStatus('');
    setFeeKeys(sent);
    try {
      const { data, message } = await saveListing(body);
      setErrors({});
      setV(valuesOf(data));
      onSaved(data);
      setStatus(message ?? t('institution.saved'));
    } catch (error) {
      if (error instanceof ApiError && error.status === 422) {
        setErrors(error.errors);
        setStatus(t('institution.fix_errors'));
      }
    } finally {
      setSaving(false);
    }
  };

  return (
    <form onSubmit={(event) => void onSubmit(event)} aria-busy={saving || undefined} noValidate>
      <TextAreaField
        label={t('institution.listing.description_id')}
        value={v.description_id}
        onChange={(e) => set('description_id', e.target.value)}
        error={err('description_id')}
      />
      <TextAreaField
        label={t('institution.listing.description_en')}
        value={v.description_en}
        onChange={(e) => set('description_en', e.target.value)}
        error={err('description_en')}
      />

      <fieldset className="institution-group">
        <legend>{t('institution.listing.programs')}</legend>
        {PROGRAMS.map((code) => (
          <CheckboxField
            key={code}
            name={`program-${code}`}
            label={t(`labels.catalogue.program.${code}`)}
            checked={v.programs.includes(code)}
            onChange={(e) => set('programs', e.target.checked ? [...v.programs, code] : v.programs.filter((p) => p !== code))}
          />
        ))}
        {err('programs') && (
          <p className="field__error" role="alert">
            {err('programs')}
          </p>
        )}
      </fieldset>

      <fieldset className="institution-group">
        <legend>{t('institution.listing.fees')}</legend>
        <p className="muted">{t('institution.listing.fee_hint')}</p>
        <div className="institution-grid">
          {FEE_ITEMS.map((key) => (
            <TextField
              key={key}
              name={`fee-${key}`}
              label={t(`labels.catalogue.fee_item.${key}`)}
              inputMode="numeric"
              value={v.fees[key]}
              onChange={(e) => set('fees', { ...v.fees, [key]: e.target.value })}
              error={feeError(key)}
            />
          ))}
        </div>
        <p aria-live="polite">{t('institution.listing.total', { total: money.format(total) })}</p>
        {err('fees.items') && (
          <p className="field__error" role="alert">
            {err('fees.items')}
          </p>
        )}
        <CheckboxField
          name="instalments"
          label={t('institution.listing.instalments')}
          checked={v.instalments}
          onChange={(e) => set('instalments', e.target.checked)}
        />
      </fieldset>

      <fieldset className="institution-group">
        <legend>{t('institution.listing.dormitory')}</legend>
        <CheckboxField
          name="has_dormitory"
          label={t('institution.listing.has_dormitory')}
          checked={v.has_dormitory}
          onChange={(e) => set('has_dormitory', e.target.checked)}
        />
        {v.has_dormitory && (
          <div className="institution-grid">
            <TextField
              name="dormitory_capacity"
              label={t('institution.listing.dormitory_capacity')}
              inputMode="numeric"
              value={v.dormitory_capacity}
              onChange={(e) => set('dormitory_capacity', e.target.value)}
              error={err('dormitory.capacity') ?? err('dormitory')}
            />
            <TextField
              name="dormitory_fee"
              label={t('institution.listing.dormitory_fee')}
              inputMode="numeric"
              value={v.dormitory_fee}
              onChange={(e) => set('dormitory_fee', e.target.value)}
              error={err('dormitory.monthly_fee_idr')}
            />
            <CheckboxField
              name="dormitory_gender"
              label={t('institution.listing.dormitory_gender')}
              checked={v.dormitory_gender}
              onChange={(e) => set('dormitory_gender', e.target.checked)}
            />
          </div>
        )}
      </fieldset>

      <TextField
        name="training_months"
        label={t('institution.listing.training_months')}
        inputMode="numeric"
        value={v.training_months}
        onChange={(e) => set('training_months', e.target.value)}
        error={err('training_months')}
      />

      <fieldset className="institution-group">
        <legend>{t('institution.listing.contact')}</legend>
        <div className="institution-grid">
          <TextField
            name="phone"
            type="tel"
            label={t('institution.listing.phone')}
            value={v.phone}
            onChange={(e) => set('phone', e.target.value)}
            error={err('contact.phone')}
          />
          <TextField
            name="whatsapp"
            type="tel"
            label={t('institution.listing.whatsapp')}
            value={v.whatsapp}
            onChange={(e) => set('whatsapp', e.target.value)}
            error={err('contact.whatsapp')}
          />
          <TextField
            name="contact_email"
            type="email"
            label={t('institution.listing.email')}
            value={v.email}
            onChange={(e) => set('email', e.target.value)}
            error={err('contact.email')}
          />
          <TextField
            name="website"
            type="url"
            label={t('institution.listing.website')}
            value={v.website}
            onChange={(e) => set('website', e.target.value)}
            error={err('contact.website')}
          />
          <SelectField
            name="office_days"
            label={t('institution.listing.office_days')}
            value={v.days}
            onChange={(e) => set('days', e.target.value as OfficeDays)}
            options={OFFICE_DAYS.map((d) => ({ value: d, label: t(`labels.catalogue.office_days.${d}`) }))}
          />
          <TextField
            name="open"
            label={t('institution.listing.open')}
            placeholder="08:00"
            value={v.open}
            onChange={(e) => set('open', e.target.value)}
            error={err('contact.office_hours.open')}
          />
          <TextField
            name="close"
            label={t('institution.listing.close')}
            placeholder="16:00"
            value={v.close}
            onChange={(e) => set('close', e.target.value)}
            error={err('contact.office_hours.close')}
          />
        </div>
      </fieldset>

      <div className="actions">
        <button type="submit" className="button button--primary" disabled={saving}>
          {t(saving ? 'institution.listing.saving' : 'institution.listing.save')}
        </button>
        <span role="status">{status}</span>
      </div>
    </form>
  );
}
