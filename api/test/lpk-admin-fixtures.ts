import type { FastifyInstance } from 'fastify';

/**
 * A complete vacancy as an LPK admin publishes it (POST /institution/vacancies): open for 30 more
 * days, in a program the LPK teaches (`pathway`, see programOf), with any field replaced.
 */
export function vacancyInput(overrides: Record<string, unknown> = {}) {
  return {
    title_id: 'Perawat lansia – Panti Sakura, Osaka',
    title_en: 'Care worker – Sakura Home, Osaka',
    facility_type: 'tokuyo',
    prefecture: 'Osaka',
    city: 'Sakai',
    monthly_salary_jpy: 215_000,
    experience: 'inexperienced',
    pathway: 'ssw',
    jlpt_required: 'N4',
    deadline: new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10),
    openings: 3,
    description_id: 'Membantu makan, mandi dan mobilitas penghuni panti lansia di Sakai.',
    description_en: 'Help residents of a nursing home in Sakai with meals, bathing and mobility.',
    requirements_id: ['JFT-Basic atau N4'],
    requirements_en: ['JFT-Basic or N4'],
    benefits_id: ['Asrama disediakan'],
    benefits_en: ['Dormitory provided'],
    working_hours: { per_week: 40, night_shifts: true },
    ...overrides,
  };
}

/** A work pathway the LPK teaches (its first program that is not the language course): a vacancy's `pathway` must be one. */
export async function programOf(app: FastifyInstance, lpkId: number): Promise<string> {
  const row = await app.db.selectFrom('institutes').select('programs').where('id', '=', lpkId).executeTakeFirstOrThrow();
  return (JSON.parse(row.programs) as string[]).find((p) => p !== 'language')!;
}
