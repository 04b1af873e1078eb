/**
 * Test helpers of mf-account (imported by *.test.tsx only): render a screen inside the account
 * routes with the shared i18n instance and log a user in. The API is the fake of test/fake-api.
 */
import '@testing-library/jest-dom';
import { render, type RenderResult } from '@testing-library/react';
import { i18n, setSession, type User } from 'mf-shared';
import type { ReactElement } from 'react';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { makeUser } from '../fake-api/fixtures';

/** Shows where the router went (for navigation assertions). */
function WhereAmI() {
  const location = useLocation();
  return <p data-testid="location">{`${location.pathname}${location.search}`}</p>;
}

/** Renders `element` at `path` (matched by `route`), and a location probe for every other path. */
export function renderScreen(element: ReactElement, path: string, route: string = path.split('?')[0]!): RenderResult {
  return render(
    <I18nextProvider i18n={i18n}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path={route} element={element} />
          <Route path="*" element={<WhereAmI />} />
        </Routes>
      </MemoryRouter>
    </I18nextProvider>,
  );
}

/** Stores a session as a login would (mf-shared setSession). */
export function logIn(overrides: Partial<User> = {}): User {
  const user = makeUser(overrides);
  setSession('1|test-token', user);
  return user;
}
