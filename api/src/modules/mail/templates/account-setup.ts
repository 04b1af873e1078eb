import { resetPageTemplate } from './password-reset';

/**
 * A new account made by the platform team (`npm run operator:create`) has no password: a one-use
 * link valid 24 hours to /reset-password (a `password_reset` link: the same page and API set it).
 */
export const accountSetup = resetPageTemplate('account_setup');
