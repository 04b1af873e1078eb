import type { ShellStrings } from './shell.id';

/** Strings of the shell, English. */
export const shellEn: ShellStrings = {
  fallback: {
    title: 'This part of the page could not be loaded',
    body: 'Check your internet connection and try again. The menu and your account keep working.',
    retry: 'Try again',
  },
};
