import type { SectionKey } from 'contracts';
import type { z } from 'zod';
import type { Translate } from '../../../i18n';

export type { SectionKey } from 'contracts';

/**
 * One profile section: its URL segment, its schema (contracts/src/http/profile) and what
 * "complete" means for it. Each section lives in its own file next to this one.
 */
export interface SectionDefinition<S extends z.ZodType = z.ZodType> {
  key: SectionKey;
  /** URL segment under /api/lpk/profile/. */
  path: string;
  /** Validates a POST body; its output is what is stored. */
  schema: S;
  /**
   * What a complete section holds, one boolean per item; the completeness percentage is the
   * share of true items. Required fields count too, so data stored by an older schema that
   * lacks them shows as incomplete. Receives stored data, so it must not trust its shape.
   */
  checklist(data: z.output<S>): boolean[];
  /** Choices the form needs (localised), added to the section's GET and POST answers. */
  options?(t: Translate): Record<string, unknown>;
}

export function defineSection<S extends z.ZodType>(definition: SectionDefinition<S>): SectionDefinition<S> {
  return definition;
}

/** Percentage of true items, rounded to an integer. */
export function percent(items: readonly boolean[]): number {
  if (items.length === 0) return 0;
  return Math.round((100 * items.filter(Boolean).length) / items.length);
}

/** True for a non-empty string, a number, a boolean or a non-empty list. */
export function filled(value: unknown): boolean {
  if (typeof value === 'string') return value.trim() !== '';
  if (typeof value === 'number') return Number.isFinite(value);
  if (typeof value === 'boolean') return true;
  if (Array.isArray(value)) return value.length > 0;
  return typeof value === 'object' && value !== null;
}

export const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
