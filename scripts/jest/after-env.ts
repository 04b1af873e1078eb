import '@testing-library/jest-dom';
import { cleanup, configure } from '@testing-library/react';

// findBy*/waitFor wait up to 5 s (default 1 s): on a loaded 2-core CI machine a screen that loads
// lazily can take longer than a second to appear, and a failure then says nothing about the screen.
configure({ asyncUtilTimeout: 5_000 });

/**
 * mf-shared as the test file sees it (its own jest.mock of mf-shared or of one of its modules
 * applies), read only once the file has loaded: importing it here, before the file's mocks are
 * registered, would bypass them.
 */
// eslint-disable-next-line @typescript-eslint/no-require-imports -- read lazily on purpose (see above)
const shared = (): typeof import('mf-shared') => require('mf-shared') as typeof import('mf-shared');

// Retries of failed loads (mf-shared's query cache) wait milliseconds, not seconds, in tests.
beforeEach(() => {
  shared().queryDefaults.retryDelay = 5;
});

// Each test starts logged out, in the default language, with no toasts and no cached server data left over.
afterEach(() => {
  cleanup();
  shared().clearQueries();
  window.localStorage.clear();
  window.sessionStorage.clear();
});
