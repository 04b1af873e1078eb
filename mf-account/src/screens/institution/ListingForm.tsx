import { FEE_ITEMS, OFFICE_DAYS, PROGRAMS, type Listing } from 'contracts';
import { numberFormat } from 'mf-shared';
import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { saveListing, type Saved } from '../../api/institution';
import { feeTotal, forbiddenTyped, listingFieldOf, listingPayload, listingSchema, listingValues, type ListingValues } from './listing.form';
import { SaveBar } from './SaveBar';
import { useAdminForm } from './useAdminForm';
import { CheckField, CheckGroupField, FormScope, InputField, ListError, SelectField, TextAreaField } from 'mf-shared/forms';

interface Props {
  listing: Listing;
  onSaved: (listing: Listing) => void;
  /** The operator has suspended the LPK: the form shows, its save button is disabled. */
  frozen?: boolean;
}

/**
 * The listing form: descriptions in both languages, programs, the fee breakdown (the total is the
 * sum), dormitory, training length and contact. The contract's rules are checked before sending;
 * the API checks them again and answers each broken rule in the reader's language, shown under its
 * field.
 */
export function ListingForm({ listing, onSaved, frozen = false }: Props) {
  const { t } = useTranslation('account');
  const l = (key: string) => t(`institution.listing.${key}`);
  const { form, status, onSubmit } = useAdminForm<ListingValues, Saved<Listing>>({
    defaultValues: listingValues(listing),
    rules: { schema: listingSchema, toPayload: listingPayload, fieldOf: listingFieldOf },
    send: (values) => saveListing(listingPayload(values)),
    onSaved: ({ data, message }, _values, form) => {
      form.reset(listingValues(data));
      onSaved(data);
      return message ?? t('institution.saved');
    },
    invalidStatus: t('institution.fix_errors'),
  });
  const saving = form.formState.isSubmitting;

  return (
    <FormScope form={form} ns="account">
      <form onSubmit={(event) => void onSubmit(event)} aria-busy={saving || undefined} noValidate>
        <TextAreaField name="description_id" label={l('description_id')} />
        <TextAreaField name="description_en" label={l('description_en')} />
        <CheckGroupField
          name="programs"
          legend={l('programs')}
          className="institution-group"
          options={PROGRAMS.map((code) => ({ value: code, label: t(`labels.catalogue.program.${code}`) }))}
        />
        <FeesGroup />
        <DormitoryGroup />
        <InputField name="training_months" label={l('training_months')} inputMode="numeric" />
        <ContactGroup />
        <SaveBar saving={saving} label={l(saving ? 'saving' : 'save')} status={status} frozen={frozen} />
      </form>
    </FormScope>
  );
}

/**
 * One amount per fee item (and the name of the `other` one), the total as typed, and whether it
 * can be paid in instalments. A name the rules forbid (a deposit, "thank-you money", a penalty) is
 * said at once, in the words the API would refuse it with.
 */
function FeesGroup() {
  const { t } = useTranslation('account');
  const items = useWatch<ListingValues, 'fees.items'>({ name: 'fees.items' });
  const forbidden = forbiddenTyped(items);
  const money = numberFormat({ style: 'currency', currency: 'IDR', maximumFractionDigits: 0 });
  return (
    <fieldset className="institution-group">
      <legend>{t('institution.listing.fees')}</legend>
      <p className="muted">{t('institution.listing.fee_hint')}</p>
      <div className="institution-grid">
        {FEE_ITEMS.map((key, index) => (
          <InputField key={key} name={`fees.items.${index}.amount`} label={t(`labels.catalogue.fee_item.${key}`)} inputMode="numeric" />
        ))}
        <InputField
          name={`fees.items.${FEE_ITEMS.indexOf('other')}.label`}
          label={t('institution.listing.other_label')}
          hint={t('institution.listing.other_hint')}
        />
      </div>
      {forbidden.length > 0 && (
        <div role="alert" className="institution-forbidden">
          {forbidden.map((item) => (
            <p key={item.label}>{t(item.message, { label: item.label })}</p>
          ))}
        </div>
      )}
      <p aria-live="polite">{t('institution.listing.total', { total: money.format(feeTotal(items)) })}</p>
      <ListError name="fees.items" />
      <CheckField name="fees.instalments" label={t('institution.listing.instalments')} />
    </fieldset>
  );
}

/** Whether there is a dormitory, and then its capacity, monthly fee and separation. */
function DormitoryGroup() {
  const { t } = useTranslation('account');
  const l = (key: string) => t(`institution.listing.${key}`);
  const hasDormitory = useWatch<ListingValues, 'has_dormitory'>({ name: 'has_dormitory' });
  return (
    <fieldset className="institution-group">
      <legend>{l('dormitory')}</legend>
      <CheckField name="has_dormitory" label={l('has_dormitory')} />
      {hasDormitory && (
        <div className="institution-grid">
          <InputField name="dormitory.capacity" label={l('dormitory_capacity')} inputMode="numeric" />
          <InputField name="dormitory.monthly_fee_idr" label={l('dormitory_fee')} inputMode="numeric" />
          <CheckField name="dormitory.separate_by_gender" label={l('dormitory_gender')} />
        </div>
      )}
    </fieldset>
  );
}

/** Phone, WhatsApp, email, website and office hours. */
function ContactGroup() {
  const { t } = useTranslation('account');
  const l = (key: string) => t(`institution.listing.${key}`);
  const days = OFFICE_DAYS.map((d) => ({ value: d, label: t(`labels.catalogue.office_days.${d}`) }));
  return (
    <fieldset className="institution-group">
      <legend>{l('contact')}</legend>
      <div className="institution-grid">
        <InputField name="contact.phone" type="tel" label={l('phone')} />
        <InputField name="contact.whatsapp" type="tel" label={l('whatsapp')} />
        <InputField name="contact.email" type="email" label={l('email')} />
        <InputField name="contact.website" type="url" label={l('website')} />
        <SelectField name="contact.office_hours.days" label={l('office_days')} options={days} placeholder={false} />
        <InputField name="contact.office_hours.open" label={l('open')} placeholder="08:00" />
        <InputField name="contact.office_hours.close" label={l('close')} placeholder="16:00" />
      </div>
    </fieldset>
  );
}
