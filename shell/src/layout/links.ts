/**
 * Where the shell's header and footer link to. Paths are the routes of docs/product.md section 2;
 * external addresses are constants here so they are changed in one place.
 */
export const ROUTES = Object.freeze({
  home: '/',
  jobs: '/jobs',
  inexperienced: '/inexperienced',
  experienced: '/experienced',
  about: '/about',
  search: '/search',
  login: '/login',
  register: '/register',
  dashboard: '/admin/dashboard',
  messages: '/admin/messages',
  privacy: '/privacy-policy',
  terms: '/terms',
  lpkApply: '/lpk-apply',
});

/** The blog is not a route of this product: it opens in a new tab (docs/product.md section 2). */
export const BLOG_URL = 'https://blog.lpk-kaigo.id';

export const CONTACT_EMAIL = 'info@lpk-kaigo.id';

export type SocialNetwork = 'instagram' | 'facebook' | 'youtube' | 'tiktok';

export const SOCIAL_LINKS: readonly { network: SocialNetwork; href: string }[] = Object.freeze([
  { network: 'instagram', href: 'https://www.instagram.com/lpkkaigo.id' },
  { network: 'facebook', href: 'https://www.facebook.com/lpkkaigo.id' },
  { network: 'youtube', href: 'https://www.youtube.com/@lpkkaigo' },
  { network: 'tiktok', href: 'https://www.tiktok.com/@lpkkaigo.id' },
]);

/** rel of every link that opens in a new tab. */
export const NEW_TAB_REL = 'noopener noreferrer';
