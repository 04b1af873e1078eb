import { addResources } from 'mf-shared';
import { accountEn } from './account.en';
import { accountId } from './account.id';

export const NS = 'account';

/** Adds this remote's strings (namespace `account`) to the shared i18next instance. */
export function registerAccountStrings(): void {
  addResources(NS, { id: accountId, en: accountEn });
}
