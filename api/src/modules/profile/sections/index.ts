import type { SectionDefinition, SectionKey } from './define';
import { additionalInfoSection } from './additional-info';
import { educationSection } from './education';
import { essaySection } from './essay';
import { familySection } from './family';
import { ktpSection } from './ktp';
import { quizSection } from './quiz';

export type { SectionDefinition, SectionKey } from './define';

/** The six profile sections, in the order the front end shows them. */
export const SECTIONS: readonly SectionDefinition[] = [ktpSection, educationSection, familySection, additionalInfoSection, quizSection, essaySection];

export const SECTION_KEYS: readonly SectionKey[] = SECTIONS.map((s) => s.key);

export function sectionByKey(key: SectionKey): SectionDefinition {
  const found = SECTIONS.find((s) => s.key === key);
  if (!found) throw new Error(`unknown profile section ${key}`);
  return found;
}
