import type { Completeness } from 'contracts';
import { percent, type SectionDefinition, type SectionKey } from './sections/define';
import { SECTIONS } from './sections';

/** Integer percentages per section, and overall (the mean of the six sections). */
export type { Completeness };

function ratio(definition: SectionDefinition, data: unknown): number {
  if (typeof data !== 'object' || data === null || Array.isArray(data)) return 0;
  try {
    return percent(definition.checklist(data)) / 100;
  } catch {
    // Stored data of an unexpected shape counts as not filled in.
    return 0;
  }
}

/** Completeness of one section's stored data (null: not filled in yet). */
export function sectionCompleteness(definition: SectionDefinition, data: unknown): number {
  return Math.round(100 * ratio(definition, data));
}

/** Completeness of a whole profile from its stored sections (missing sections count 0). */
export function profileCompleteness(sections: Partial<Record<SectionKey, unknown>>): Completeness {
  const result = { overall: 0 } as Completeness;
  let sum = 0;
  for (const definition of SECTIONS) {
    const r = ratio(definition, sections[definition.key] ?? null);
    result[definition.key] = Math.round(100 * r);
    sum += r;
  }
  result.overall = Math.round((100 * sum) / SECTIONS.length);
  return result;
}
