import '@testing-library/jest-dom';
import { configure } from '@testing-library/react';

// findBy*/waitFor wait up to 5 s (default 1 s): on a loaded 2-core CI machine a screen that loads
// lazily can take longer than a second to appear, and a failure then says nothing about the screen.
configure({ asyncUtilTimeout: 5_000 });

// Each test starts logged out, in the default language, with no toasts left over.
afterEach(() => {
  window.localStorage.clear();
  window.sessionStorage.clear();
});
