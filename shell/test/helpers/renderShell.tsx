// Test helper (not a test): renders shell components as mount.tsx does, with the shell strings.
import '@testing-library/jest-dom';
import { render, type RenderResult } from '@testing-library/react';
import { addResources, i18n, setLanguage, toast, type User } from 'mf-shared';
import type { ReactElement } from 'react';
import { I18nextProvider } from 'react-i18next';
import { shellEn } from '../../src/i18n/shell.en';
import { shellId } from '../../src/i18n/shell.id';

export function registerShellStrings(): void {
  addResources('shell', { id: shellId, en: shellEn });
}

export function renderShell(ui: ReactElement): RenderResult {
  registerShellStrings();
  return render(<I18nextProvider i18n={i18n}>{ui}</I18nextProvider>);
}

/** Back to the state of a first visit: Indonesian, home page, no toasts, no page config. */
export async function resetShell(): Promise<void> {
  await setLanguage('id');
  window.localStorage.clear();
  toast.clear();
  delete window.__LPK_CONFIG__;
  window.history.replaceState(null, '', '/');
}

export const demoUser: User = {
  id: 7,
  full_name: 'Siti Rahayu',
  email: 'siti@example.test',
  phone: '081234567890',
  avatar: null,
  role: 'caregiver',
  lpk_id: null,
  referral_code: 'SITI7',
};
