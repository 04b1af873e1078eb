import type { EssayInput, StoredSectionOf } from 'contracts';
import { records, str, text, textOrNull } from 'mf-shared/forms';

/** Resume section, API section `essay`: form values and the payload of POST /api/lpk/profile/essay (rules: contracts' essaySchema). */

export interface JobValues {
  employer: string;
  position: string;
  country: string;
  start_date: string;
  end_date: string;
  duties: string;
  caregiving: boolean;
}

export interface ResumeValues {
  work_history: JobValues[];
  motivation: string;
  self_introduction: string;
  career_goal: string;
}

export const emptyJob = (): JobValues => ({ employer: '', position: '', country: 'ID', start_date: '', end_date: '', duties: '', caregiving: false });

export const emptyResume = (): ResumeValues => ({ work_history: [], motivation: '', self_introduction: '', career_goal: '' });

export function resumeFromSaved(saved: StoredSectionOf<'essay'>): ResumeValues {
  return {
    work_history: records(saved.work_history).map((j) => ({
      employer: str(j.employer),
      position: str(j.position),
      country: str(j.country),
      start_date: str(j.start_date),
      end_date: str(j.end_date),
      duties: str(j.duties),
      caregiving: j.caregiving === true,
    })),
    motivation: str(saved.motivation),
    self_introduction: str(saved.self_introduction),
    career_goal: str(saved.career_goal),
  };
}

export function resumePayload(v: ResumeValues): EssayInput {
  return {
    work_history: v.work_history.map((j) => ({
      employer: text(j.employer),
      position: text(j.position),
      country: j.country,
      start_date: j.start_date,
      end_date: textOrNull(j.end_date),
      duties: textOrNull(j.duties),
      caregiving: j.caregiving,
    })),
    motivation: text(v.motivation),
    self_introduction: textOrNull(v.self_introduction),
    career_goal: textOrNull(v.career_goal),
  };
}
