import type { CommonStrings } from './common.id';

/** Common strings, English (the fallback language). */
export const commonEn: CommonStrings = {
  errors: {
    login_failed: 'Login failed. Please try again.',
    registration_failed: 'Registration failed. Please try again.',
    password_mismatch: 'Passwords do not match. Please check again.',
    invalid_callback_url: 'Invalid callback URL',
    generic: 'An error occurred. Please try again.',
    session_expired: 'Session expired. Please login again.',
    not_authorized: 'You are not authorized.',
    token_expired: 'Token expired. Please login again.',
    network: 'Network error. Please check your internet connection.',
    server: 'Server error. Please try again later.',
    fallback: 'Error',
    request_failed: 'Request failed',
  },
  success: {
    login: 'Login successful. Welcome!',
    registration: 'Registration successful. Welcome!',
  },
  toast: {
    dismiss: 'Close',
  },
  language: {
    id: 'Bahasa Indonesia',
    en: 'English',
  },
  review_pages: {
    label: 'Review pages',
    first: 'First',
    previous: 'Previous',
    next: 'Next',
    last: 'Last',
    status: 'Page {{page}} of {{last}}',
  },
};
