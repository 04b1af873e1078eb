import { getConfig } from 'mf-shared';

/** Placeholder: loads nothing yet (the shell layout work adds the tag-manager loader). */
export function installTagManager(): void {
  void getConfig();
}
