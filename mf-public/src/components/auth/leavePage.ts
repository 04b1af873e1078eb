/** A full page load to `url` that replaces the current page in the history (a module of its own, so tests can watch it). */
export function leavePage(url: string): void {
  window.location.replace(url);
}
