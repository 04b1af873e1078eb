/** Applicants' ages: from 17 to 50 on the day the KTP section is saved (the birth date's rule). */
export const AGE_MIN = 17;
export const AGE_MAX = 50;

/** Whole years between a birth date and a day (both YYYY-MM-DD). */
export function ageOn(birthDate: string, day: string): number {
  const years = Number(day.slice(0, 4)) - Number(birthDate.slice(0, 4));
  return day.slice(5) >= birthDate.slice(5) ? years : years - 1;
}

/** Whether someone born on `birthDate` is of an age that may apply on `day`. */
export function ageAllowed(birthDate: string, day: string): boolean {
  const age = ageOn(birthDate, day);
  return age >= AGE_MIN && age <= AGE_MAX;
}
