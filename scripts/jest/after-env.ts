import '@testing-library/jest-dom';

// Each test starts logged out, in the default language, with no toasts left over.
afterEach(() => {
  window.localStorage.clear();
  window.sessionStorage.clear();
});
