// Test helper (not a test): whether the browser would follow a link after what a user does.

/**
 * Runs `act` (a user's click or key press) and tells whether the last click it caused was left to
 * the browser (its default action, following the link, was not cancelled). jsdom cannot navigate:
 * the default is cancelled here once it has been read.
 */
export async function followsLink(act: () => Promise<void>): Promise<boolean | undefined> {
  let followed: boolean | undefined;
  const stopJsdomNavigation = (event: Event): void => {
    followed = !event.defaultPrevented;
    event.preventDefault();
  };
  window.addEventListener('click', stopJsdomNavigation);
  try {
    await act();
  } finally {
    window.removeEventListener('click', stopJsdomNavigation);
  }
  return followed;
}
