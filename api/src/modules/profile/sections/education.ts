import { educationSchema } from 'contracts';
import { defineSection, filled, isRecord } from './define';

/** Education history and nursing background: POST /api/lpk/profile/education (contracts/src/http/profile/education.ts). */
export const educationSection = defineSection({
  key: 'education',
  path: 'education',
  schema: educationSchema,
  checklist: (d) => {
    const history: unknown[] = Array.isArray(d.history) ? d.history : [];
    return [
      history.length > 0,
      // Where and what: every entry above junior high names its city and major.
      history.length > 0 && history.every((e) => isRecord(e) && filled(e.city) && (['sd', 'smp'].includes(String(e.level)) || filled(e.major))),
      filled(d.nursing_background),
    ];
  },
});
