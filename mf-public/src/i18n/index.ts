import { addResources } from 'mf-shared';
import { publicEn } from './public.en';
import { publicId } from './public.id';

export const NS = 'public';

/** Adds this remote's strings (namespace `public`) to the shared i18next instance. */
export function registerPublicStrings(): void {
  addResources(NS, { id: publicId, en: publicEn });
}
