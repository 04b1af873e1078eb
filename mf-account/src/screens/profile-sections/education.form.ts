import type { EducationInput, StoredSectionOf } from 'contracts';
import { boolOrNull, boolStr, isRecord, numberOrNull, numeric, records, str, text, textOrNull } from 'mf-shared/forms';

/** Education section: form values and the payload of POST /api/lpk/profile/education (rules: contracts' educationSchema). */

export interface SchoolValues {
  level: string;
  school_name: string;
  major: string;
  city: string;
  start_year: string;
  end_year: string;
  graduated: boolean;
}

export interface EducationValues {
  history: SchoolValues[];
  nursing_background: {
    nursing_education: '' | 'true' | 'false';
    institution: string;
    caregiver_training_hours: string;
    training_provider: string;
    notes: string;
  };
}

export const emptySchool = (): SchoolValues => ({ level: '', school_name: '', major: '', city: '', start_year: '', end_year: '', graduated: false });

export const emptyEducation = (): EducationValues => ({
  history: [emptySchool()],
  nursing_background: { nursing_education: '', institution: '', caregiver_training_hours: '', training_provider: '', notes: '' },
});

export function educationFromSaved(saved: StoredSectionOf<'education'>): EducationValues {
  const history = records(saved.history).map((s) => ({
    level: str(s.level),
    school_name: str(s.school_name),
    major: str(s.major),
    city: str(s.city),
    start_year: str(s.start_year),
    end_year: str(s.end_year),
    graduated: s.graduated === true,
  }));
  const n: Record<string, unknown> = isRecord(saved.nursing_background) ? saved.nursing_background : {};
  return {
    history: history.length > 0 ? history : [emptySchool()],
    nursing_background: {
      nursing_education: boolStr(n.nursing_education),
      institution: str(n.institution),
      caregiver_training_hours: str(n.caregiver_training_hours),
      training_provider: str(n.training_provider),
      notes: str(n.notes),
    },
  };
}

export function educationPayload(v: EducationValues): EducationInput {
  const n = v.nursing_background;
  // Nothing of the nursing background given: none is sent. Details without the yes / no answer are
  // sent without it, so the schema asks for the answer.
  const untouched = n.nursing_education === '' && [n.institution, n.caregiver_training_hours, n.training_provider, n.notes].every((x) => x.trim() === '');
  return {
    history: v.history.map((s) => ({
      level: s.level,
      school_name: text(s.school_name),
      major: textOrNull(s.major),
      city: textOrNull(s.city),
      start_year: numeric(s.start_year),
      end_year: numeric(s.end_year),
      graduated: s.graduated,
    })),
    nursing_background: untouched
      ? null
      : {
          nursing_education: boolOrNull(n.nursing_education),
          institution: textOrNull(n.institution),
          caregiver_training_hours: numberOrNull(n.caregiver_training_hours),
          training_provider: textOrNull(n.training_provider),
          notes: textOrNull(n.notes),
        },
  };
}
