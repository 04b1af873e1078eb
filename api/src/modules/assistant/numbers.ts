/**
 * The numbers a text states, for checking that an answer states no figure its sources do not:
 * "204.100", "204,100" and "204100" are one number; "9,25" (Indonesian) and "9.25" (English)
 * too; "Rp5 juta" / "5 million" also count as 5000000. Years, days, percentages and JLPT levels
 * ("N4") are numbers like any other.
 */
const NUMBER = /(\d{1,3}(?:([.,])\d{3})(?:\2\d{3})*(?![\d])|\d+(?:[.,]\d+)?)(\s*(?:juta|jt|million|ribu|rb|thousand|miliar|billion)\b)?/giu;

function canonical(value: number): string {
  return String(Math.round(value * 1000) / 1000);
}

export function numbersIn(text: string): Set<string> {
  const out = new Set<string>();
  for (const m of text.matchAll(NUMBER)) {
    const raw = m[1]!;
    const grouped = m[2] !== undefined;
    const value = grouped ? Number(raw.replace(/[.,]/g, '')) : Number(raw.replace(',', '.'));
    if (!Number.isFinite(value)) continue;
    out.add(canonical(value));
    // "2,5" may also be read the other way round only when it is not a thousands group.
    if (!grouped && /[.,]/.test(raw)) for (const part of raw.split(/[.,]/)) out.add(canonical(Number(part)));
    const unit = m[3]?.trim().toLowerCase();
    if (unit) {
      const multiplier = /^(?:juta|jt|million)$/.test(unit) ? 1e6 : /^(?:miliar|billion)$/.test(unit) ? 1e9 : 1e3;
      out.add(canonical(value * multiplier));
    }
  }
  return out;
}

/** The numbers of `answer` that none of `known` states. */
export function unknownNumbers(answer: string, known: Iterable<string>): string[] {
  const allowed = new Set<string>();
  for (const text of known) for (const n of numbersIn(text)) allowed.add(n);
  return [...numbersIn(answer)].filter((n) => !allowed.has(n));
}
