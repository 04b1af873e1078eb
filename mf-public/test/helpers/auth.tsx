/**
 * Test helpers of the auth screens (imported by *.test.tsx only): a screen rendered at a URL
 * inside a MemoryRouter with the shared i18n, a marker showing where navigation led, and the
 * reset around each test that mf-public's fake API (test/fake-api) applies.
 */
import { render, screen, type RenderResult } from '@testing-library/react';
import { clear, disconnectRealtime, i18n, setLanguage, setNavigator, toast } from 'mf-shared';
import type { ReactElement } from 'react';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';

function Landed() {
  const { pathname, search } = useLocation();
  return <p data-testid="landed">{`${pathname}${search}`}</p>;
}

/** Renders `element` on route `path`, opened at `url`; any other path shows the "landed" marker. */
export function renderAt(url: string, path: string, element: ReactElement): RenderResult {
  return render(
    <I18nextProvider i18n={i18n}>
      <MemoryRouter initialEntries={[url]}>
        <Routes>
          <Route path={path} element={element} />
          <Route path="*" element={<Landed />} />
        </Routes>
      </MemoryRouter>
    </I18nextProvider>,
  );
}

/** Where the app navigated to (path and query), once it left the screen. */
export async function landedAt(): Promise<string> {
  return (await screen.findByTestId('landed')).textContent ?? '';
}

/**
 * Before every test: mf-shared's client pointed at `apiBaseUrl()`, no session, no toasts, a quiet
 * navigator, Indonesian; after it the real-time connection is closed (test/fake-api's fakeApi).
 */
export function resetAroundEachTest(apiBaseUrl: () => string): void {
  beforeEach(async () => {
    // No real-time server: port 1 refuses and pusher-js retries quietly in the background.
    window.__LPK_CONFIG__ = { apiBaseUrl: apiBaseUrl(), wsHost: '127.0.0.1', wsPort: 1 };
    clear();
    toast.clear();
    setNavigator(() => undefined);
    await setLanguage('id');
  });
  afterEach(() => {
    disconnectRealtime();
    setNavigator(null);
    toast.clear();
  });
}

/** The messages of the toasts on screen now. */
export function toastMessages(): string[] {
  return toast.list().map((item) => item.message);
}
