import { i18n } from 'mf-shared';
import { startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { I18nextProvider } from 'react-i18next';
import { ShellLayout } from './ShellLayout';

/** One React root for everything the shell draws (header, footer, chat button, toaster). */
export function mountLayout(): void {
  const host = document.getElementById('shell-root');
  if (!host) return;
  const root = createRoot(host);
  // As a transition: React renders the layout in slices of a few milliseconds, leaving the main
  // thread to the remote's files and to a tap between them.
  startTransition(() =>
    root.render(
      <I18nextProvider i18n={i18n}>
        <ShellLayout />
      </I18nextProvider>,
    ),
  );
}
