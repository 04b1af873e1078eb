import { COUNTRIES } from 'contracts';

/** Countries as select options (the codes the API accepts for work history), named in `language` and sorted by name. */
export function countryOptions(language: string): { value: string; label: string }[] {
  let names: Intl.DisplayNames | undefined;
  try {
    names = new Intl.DisplayNames([language], { type: 'region' });
  } catch {
    names = undefined; // no region names in this runtime: the codes themselves
  }
  return COUNTRIES.map((code) => ({ value: code, label: names?.of(code) ?? code })).sort((a, b) => a.label.localeCompare(b.label, language));
}
