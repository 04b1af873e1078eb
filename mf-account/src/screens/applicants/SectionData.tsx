import { getLanguage } from 'mf-shared';
import { Fragment, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../components/formatDate';
import { formatNumber } from './formatNumber';
// The value names (religion, education level, relation...) are the ones the caregiver chose from
// on their own screens: the staff page shows the same words.
import '../profile-sections/additional-info.i18n';
import '../profile-sections/education.i18n';
import '../profile-sections/family.i18n';
import '../profile-sections/japanese-certificate.i18n';
import '../profile-sections/ktp.i18n';
import './i18n';

type Translate = ReturnType<typeof useTranslation>['t'];

/** Per section: the field whose values are codes, and where their names are (keys of namespace `account`). */
const VALUE_NAMES: Readonly<Record<string, Readonly<Record<string, string>>>> = {
  ktp: { sex: 'ktp.sex', religion: 'ktp.religion', marital_status: 'ktp.marital_status', nationality: 'ktp.nationality' },
  education: { level: 'education.levels' },
  family: { relation: 'family.relations' },
  additional_info: {
    blood_type: 'additionalInfo.blood_type',
    dominant_hand: 'additionalInfo.dominant_hand',
    smoking: 'additionalInfo.smoking',
    alcohol: 'additionalInfo.alcohol',
    type: 'additionalInfo.vaccines',
  },
  quiz: { type: 'labels.profile.quiz.certificate_types' },
};

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/**
 * Fields whose numbers are names, not quantities: years (start_year, birth_year...), ids, codes
 * (postal_code), numbers (NIK, phone, passport). Shown as stored: "2014", never "2.014" (issue 33).
 */
const AS_WRITTEN = /(?:^|_)(?:year|years|id|code|number|no|nik|postal|zip|phone|passport)(?:_|$)/;

/** A number as people read it: a quantity in the reader's language (1.234 / 1,234), a year or code as written. */
export function numberText(key: string, value: number): string {
  if (AS_WRITTEN.test(key)) return String(value);
  return formatNumber(value);
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

function countryName(code: string): string {
  try {
    return new Intl.DisplayNames([getLanguage() === 'en' ? 'en' : 'id'], { type: 'region' }).of(code) ?? code;
  } catch {
    return code;
  }
}

/** The name of a field: the contracts' profile label, else the key as stored (a field added later). */
function labelOf(t: Translate, section: string, key: string): string {
  const id = `labels.profile.fields.${section}.${key}`;
  return t(id, { defaultValue: key });
}

/** A scalar value as people read it: yes/no, dates in the current language, codes by their name, years and codes as written. */
function valueText(t: Translate, section: string, key: string, value: unknown): string {
  if (value === null || value === undefined || value === '') return t('applicant.empty_value');
  if (typeof value === 'boolean') return t(value ? 'applicant.yes' : 'applicant.no');
  if (typeof value === 'number') return numberText(key, value);
  const text = String(value);
  const names = VALUE_NAMES[section]?.[key];
  if (names) return t(`${names}.${text}`, { defaultValue: text });
  if (section === 'essay' && key === 'country' && /^[A-Z]{2}$/.test(text)) return countryName(text);
  if (ISO_DATE.test(text)) return formatDateTime(`${text}T00:00:00Z`, false);
  return text;
}

interface Props {
  section: string;
  data: Record<string, unknown>;
  /** Heading level of the entries of a list (the section's own heading is one above). */
  level?: 3 | 4 | 5;
}

/**
 * One profile section as a definition list: scalars as values, lists of values joined, lists of
 * entries (schools, family members, jobs...) as numbered sub-lists under their own heading, and
 * nested groups (emergency contact, nursing background) as a sub-list.
 */
export function SectionData({ section, data, level = 4 }: Props) {
  const { t } = useTranslation('account');
  const Heading = `h${level}` as 'h4';
  const rows: ReactNode[] = [];
  const blocks: ReactNode[] = [];

  for (const [key, value] of Object.entries(data)) {
    if (section === 'quiz' && key === 'answers' && isRecord(value)) {
      blocks.push(
        <Fragment key={key}>
          <Heading>{labelOf(t, section, key)}</Heading>
          <dl className="details-list">
            {Object.entries(value).map(([question, answer]) => (
              <div key={question}>
                <dt>{t(`labels.profile.quiz.questions.${question}.text`, { defaultValue: question })}</dt>
                <dd>{t(`labels.profile.quiz.questions.${question}.choices.${String(answer)}`, { defaultValue: String(answer) })}</dd>
              </div>
            ))}
          </dl>
        </Fragment>,
      );
    } else if (Array.isArray(value) && value.some(isRecord)) {
      const label = labelOf(t, section, key);
      if (value.length === 0) rows.push(row(key, label, t('applicant.empty_value')));
      value.forEach((entry, index) => {
        if (!isRecord(entry)) return;
        blocks.push(
          <Fragment key={`${key}-${index}`}>
            <Heading>{t('applicant.entry', { label, n: index + 1 })}</Heading>
            <EntryList t={t} section={section} data={entry} />
          </Fragment>,
        );
      });
    } else if (Array.isArray(value)) {
      rows.push(row(key, labelOf(t, section, key), value.length ? value.map((v) => valueText(t, section, key, v)).join(', ') : t('applicant.empty_value')));
    } else if (isRecord(value)) {
      blocks.push(
        <Fragment key={key}>
          <Heading>{labelOf(t, section, key)}</Heading>
          <EntryList t={t} section={section} data={value} />
        </Fragment>,
      );
    } else {
      rows.push(row(key, labelOf(t, section, key), valueText(t, section, key, value)));
    }
  }

  return (
    <>
      {rows.length > 0 && <dl className="details-list">{rows}</dl>}
      {blocks}
    </>
  );
}

function row(key: string, label: string, value: string): ReactNode {
  return (
    <div key={key}>
      <dt>{label}</dt>
      <dd>{value}</dd>
    </div>
  );
}

/** An entry of a list (or a nested group): its fields, one level deep (deeper values as text). */
function EntryList({ t, section, data }: { t: Translate; section: string; data: Record<string, unknown> }) {
  return (
    <dl className="details-list">
      {Object.entries(data).map(([key, value]) =>
        row(
          key,
          labelOf(t, section, key),
          Array.isArray(value)
            ? value.map((v) => valueText(t, section, key, v)).join(', ') || t('applicant.empty_value')
            : isRecord(value)
              ? Object.entries(value)
                  .map(([k, v]) => `${labelOf(t, section, k)}: ${valueText(t, section, k, v)}`)
                  .join('; ')
              : valueText(t, section, key, value),
        ),
      )}
    </dl>
  );
}
