import { i18n } from 'mf-shared';
import { createRoot } from 'react-dom/client';
import { I18nextProvider } from 'react-i18next';
import { ShellLayout } from './ShellLayout';

/** One React root for everything the shell draws (header, footer, chat button, toaster). */
export function mountLayout(): void {
  const host = document.getElementById('shell-root');
  if (!host) return;
  createRoot(host).render(
    <I18nextProvider i18n={i18n}>
      <ShellLayout />
    </I18nextProvider>,
  );
}
