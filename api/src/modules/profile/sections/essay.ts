import { essaySchema } from 'contracts';
import { defineSection, filled } from './define';

/** Work history and essays: POST /api/lpk/profile/essay (contracts/src/http/profile/essay.ts). */
export const essaySection = defineSection({
  key: 'essay',
  path: 'essay',
  schema: essaySchema,
  checklist: (d) => [Array.isArray(d.work_history), filled(d.motivation), filled(d.self_introduction), filled(d.career_goal)],
});
