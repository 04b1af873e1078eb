import { i18n } from 'mf-shared';
import { I18nextProvider } from 'react-i18next';
import { BrowserRouter, Route, Routes } from 'react-router';
import { registerAccountStrings } from './i18n';

registerAccountStrings();

/** The logged-in area: /admin/* and /registration (the shell guards them). */
export function Root() {
  return (
    <I18nextProvider i18n={i18n}>
      <BrowserRouter>
        <Routes>
          <Route path="*" element={<p>account</p>} />
        </Routes>
      </BrowserRouter>
    </I18nextProvider>
  );
}
