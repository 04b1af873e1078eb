/** Stops the run's MailDev and removes the build global-setup.cjs made (never a preset E2E_BUILD_DIR). */
const { rmSync } = require('fs');

module.exports = async function globalTeardown() {
  await globalThis.__LPK_E2E_MAILDEV__?.close();
  if (process.env.E2E_BUILD_DIR_OWNED === '1' && process.env.E2E_BUILD_DIR) {
    rmSync(process.env.E2E_BUILD_DIR, { recursive: true, force: true });
  }
};
