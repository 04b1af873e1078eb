/**
 * Test helper of the catalogue screens: renders a screen at a URL inside MemoryRouter and the
 * shared i18next instance, and exposes the current location so tests can assert what the URL keeps.
 * mf-shared's navigator is the router's while it is shown, as the shell's is in the app.
 */
import '@testing-library/jest-dom';
import { render, type RenderResult } from '@testing-library/react';
import { i18n, setNavigator } from 'mf-shared';
import { useEffect, type ReactElement } from 'react';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter, Route, Routes, useLocation, useNavigate, type Location } from 'react-router-dom';

export interface ScreenRender extends RenderResult {
  /** The router location after the last navigation. */
  location: () => Location;
}

/** mf-shared's links (its pager) go through the injected navigator: the shell hands in its router, here the test's. */
function RouterNavigator() {
  const navigate = useNavigate();
  useEffect(() => {
    const previous = setNavigator((url) => void navigate(url));
    return () => void setNavigator(previous);
  }, [navigate]);
  return null;
}

export function renderScreen(element: ReactElement, { path, url }: { path: string | string[]; url: string }): ScreenRender {
  let current: Location | undefined;
  function LocationProbe() {
    current = useLocation();
    return null;
  }
  const result = render(
    <I18nextProvider i18n={i18n}>
      <MemoryRouter initialEntries={[url]}>
        <Routes>
          {(Array.isArray(path) ? path : [path]).map((p) => (
            <Route key={p} path={p} element={element} />
          ))}
          <Route path="*" element={<p>elsewhere</p>} />
        </Routes>
        <LocationProbe />
        <RouterNavigator />
      </MemoryRouter>
    </I18nextProvider>,
  );
  return { ...result, location: () => current as Location };
}

/** A resolved catalogue page of items. */
export function pageOf<T>(items: T[], page = 1, total = items.length, perPage = 12) {
  return { items, meta: { page, per_page: perPage, total, last_page: Math.max(1, Math.ceil(total / perPage)) } };
}
