import { act, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { clear, setSession, STORAGE_KEYS } from 'mf-shared';
import { followsLink } from '../../../test/helpers/followsLink';
import { demoUser, renderShell, resetShell } from '../../../test/helpers/renderShell';
import { BLOG_URL } from '../links';
import { Header } from './Header';

// logout is mf-shared's; the spy stands in for the network call and the redirect. The unread
// count is mf-shared's store (tested there): a stand-in gives the number.
jest.mock('mf-shared', () => {
  const actual = jest.requireActual<typeof import('mf-shared')>('mf-shared');
  return { ...actual, logout: jest.fn(() => Promise.resolve()), useUnreadMessages: jest.fn(() => 0) };
});
const { logout, useUnreadMessages } = jest.requireMock<{ logout: jest.Mock; useUnreadMessages: jest.Mock }>('mf-shared');

afterEach(async () => {
  act(() => clear());
  await act(() => resetShell());
  logout.mockClear();
});

const nav = () => screen.getByRole('navigation', { name: 'Navigasi utama' });

describe('Header, logged out', () => {
  it('is the banner landmark with the brand link home and the main links', () => {
    renderShell(<Header />);
    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'LPK Kaigo' })).toHaveAttribute('href', '/');
    expect(within(nav()).getByRole('link', { name: 'Tentang kami' })).toHaveAttribute('href', '/about');
    expect(within(nav()).getByRole('link', { name: 'Cari LPK' })).toHaveAttribute('href', '/search');
  });

  it('opens the blog in a new tab and says so', () => {
    renderShell(<Header />);
    const blog = screen.getByRole('link', { name: 'Blog (membuka tab baru)' });
    expect(blog).toHaveAttribute('href', BLOG_URL);
    expect(blog).toHaveAttribute('target', '_blank');
    expect(blog).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('shows login and register links and no user menu', () => {
    renderShell(<Header />);
    expect(screen.getByRole('link', { name: 'Masuk' })).toHaveAttribute('href', '/login');
    expect(screen.getByRole('link', { name: 'Daftar' })).toHaveAttribute('href', '/register');
    expect(screen.queryByText(demoUser.full_name)).not.toBeInTheDocument();
  });

  it('navigates in place on a plain click, keeps the real href for the browser otherwise', async () => {
    const user = userEvent.setup();
    renderShell(<Header />);
    const about = screen.getByRole('link', { name: 'Tentang kami' });
    // Ctrl+click (new tab) is left to the browser: the shell does not cancel it.
    const ctrlClick = async (): Promise<void> => {
      await user.keyboard('{Control>}');
      await user.click(about);
      await user.keyboard('{/Control}');
    };
    expect(await followsLink(ctrlClick)).toBe(true);
    expect(window.location.pathname).toBe('/');
    expect(await followsLink(() => user.click(about))).toBe(false);
    expect(window.location.pathname).toBe('/about');
  });

  it('marks the link of the current page', () => {
    window.history.replaceState(null, '', '/search');
    renderShell(<Header />);
    expect(screen.getByRole('link', { name: 'Cari LPK' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'Tentang kami' })).not.toHaveAttribute('aria-current');
  });
});

describe('Header, logged in', () => {
  beforeEach(() => setSession('1|token', demoUser));
  afterEach(() => useUnreadMessages.mockReturnValue(0));

  it('shows the unread message count on the user menu and its messages link, announced with it', async () => {
    const user = userEvent.setup();
    useUnreadMessages.mockReturnValue(2);
    renderShell(<Header />);
    const toggle = screen.getByRole('button', { name: /Siti Rahayu/ });
    expect(toggle).toHaveAccessibleName(expect.stringMatching(/Siti Rahayu\s+\(2 belum dibaca\)$/));
    await user.click(toggle);
    expect(screen.getByRole('link', { name: 'Pesan (2 belum dibaca)' })).toHaveAttribute('href', '/admin/messages');
  });

  it('shows no count when nothing is unread', async () => {
    const user = userEvent.setup();
    renderShell(<Header />);
    const toggle = screen.getByRole('button', { name: /Siti Rahayu/ });
    expect(toggle).not.toHaveAccessibleName(expect.stringMatching(/belum dibaca/));
    await user.click(toggle);
    expect(screen.getByRole('link', { name: 'Pesan' })).toHaveAttribute('href', '/admin/messages');
  });

  it('shows the default avatar icon and the full name instead of login/register', () => {
    renderShell(<Header />);
    const toggle = screen.getByRole('button', { name: /Siti Rahayu/ });
    expect(within(toggle).getByRole('img', { name: 'Foto profil (belum ada)' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Masuk' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Daftar' })).not.toBeInTheDocument();
  });

  it('shows the avatar picture (relative URL on the API host) with alt text', () => {
    window.__LPK_CONFIG__ = { apiBaseUrl: 'https://api.example.test' };
    setSession('1|token', { ...demoUser, avatar: 'storage/avatars/7.webp' });
    renderShell(<Header />);
    const img = screen.getByRole('img', { name: 'Foto profil' });
    expect(img).toHaveAttribute('src', 'https://api.example.test/storage/avatars/7.webp');
    // A picture that fails to load gives way to the default icon. (fireEvent: a failed load is
    // the network's doing, not a user's; user-event has no such event.)
    fireEvent.error(img);
    expect(screen.getByRole('img', { name: 'Foto profil (belum ada)' })).toBeInTheDocument();
  });

  it('has a menu with the email, the dashboard link and logout', async () => {
    const user = userEvent.setup();
    renderShell(<Header />);
    const toggle = screen.getByRole('button', { name: /Siti Rahayu/ });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByText(demoUser.email)).not.toBeVisible();
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const menu = document.getElementById(toggle.getAttribute('aria-controls') ?? '');
    expect(menu).toBeVisible();
    expect(within(menu!).getByText(demoUser.email)).toBeInTheDocument();
    expect(within(menu!).getByRole('link', { name: 'Dasbor' })).toHaveAttribute('href', '/admin/dashboard');
  });

  it('logs out through mf-shared', async () => {
    const user = userEvent.setup();
    renderShell(<Header />);
    await user.click(screen.getByRole('button', { name: /Siti Rahayu/ }));
    await user.click(screen.getByRole('button', { name: 'Keluar' }));
    expect(logout).toHaveBeenCalledTimes(1);
  });

  it('goes back to login/register when the session ends', () => {
    renderShell(<Header />);
    act(() => clear());
    expect(screen.getByRole('link', { name: 'Masuk' })).toBeInTheDocument();
    expect(screen.queryByText(demoUser.full_name)).not.toBeInTheDocument();
  });
});

describe('Language switcher', () => {
  it('switches the texts, <html lang> and the saved language, and back', async () => {
    const user = userEvent.setup();
    renderShell(<Header />);
    const toggle = screen.getByRole('button', { name: 'Bahasa: Bahasa Indonesia' });
    await user.click(toggle);
    await user.click(screen.getByRole('button', { name: 'English' }));
    expect(await screen.findByRole('link', { name: 'About us' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Log in' })).toBeInTheDocument();
    expect(document.documentElement.lang).toBe('en');
    expect(window.localStorage.getItem(STORAGE_KEYS.lang)).toBe('en');
    const enToggle = screen.getByRole('button', { name: 'Language: English' });
    expect(enToggle).toHaveFocus();
    expect(enToggle).toHaveAttribute('aria-expanded', 'false');

    await user.click(enToggle);
    expect(screen.getByRole('button', { name: 'English' })).toHaveAttribute('aria-pressed', 'true');
    await user.click(screen.getByRole('button', { name: 'Bahasa Indonesia' }));
    expect(await screen.findByRole('link', { name: 'Tentang kami' })).toBeInTheDocument();
    expect(document.documentElement.lang).toBe('id');
    expect(window.localStorage.getItem(STORAGE_KEYS.lang)).toBe('id');
  });
});

describe('Dropdowns', () => {
  beforeEach(() => setSession('1|token', demoUser));

  const toggles = () => ({
    jobs: screen.getByRole('button', { name: 'Lowongan' }),
    language: screen.getByRole('button', { name: 'Bahasa: Bahasa Indonesia' }),
    user: screen.getByRole('button', { name: /Siti Rahayu/ }),
    mobile: screen.getByRole('button', { name: 'Menu' }),
  });
  const panelOf = (toggle: HTMLElement): HTMLElement => document.getElementById(toggle.getAttribute('aria-controls') ?? '')!;

  it('each is a button that toggles the panel it controls', async () => {
    const user = userEvent.setup();
    renderShell(<Header />);
    for (const toggle of Object.values(toggles())) {
      const panel = document.getElementById(toggle.getAttribute('aria-controls') ?? '');
      expect(panel).not.toBeNull();
      expect(toggle).toHaveAttribute('aria-expanded', 'false');
      await user.click(toggle);
      expect(toggle).toHaveAttribute('aria-expanded', 'true');
      await user.click(toggle);
      expect(toggle).toHaveAttribute('aria-expanded', 'false');
    }
  });

  it('each opens and closes from the keyboard (Enter and Space on the focused button)', async () => {
    const user = userEvent.setup();
    renderShell(<Header />);
    for (const toggle of Object.values(toggles())) {
      act(() => toggle.focus());
      await user.keyboard('{Enter}');
      expect(toggle).toHaveAttribute('aria-expanded', 'true');
      await user.keyboard(' ');
      expect(toggle).toHaveAttribute('aria-expanded', 'false');
    }
  });

  it('the jobs menu links the official job list and the preparation paths', async () => {
    const user = userEvent.setup();
    renderShell(<Header />);
    const { jobs } = toggles();
    const panel = panelOf(jobs);
    expect(panel).not.toBeVisible();
    await user.click(jobs);
    expect(panel).toBeVisible();
    expect(within(panel).getByRole('link', { name: 'Daftar lowongan resmi LPK' })).toHaveAttribute('href', '/jobs');
    expect(within(panel).getByRole('link', { name: 'Jalur persiapan tanpa pengalaman' })).toHaveAttribute('href', '/inexperienced');
    expect(within(panel).getByRole('link', { name: 'Lowongan untuk yang berpengalaman' })).toHaveAttribute('href', '/experienced');
    // Following a link closes the menu.
    await user.click(within(panel).getByRole('link', { name: 'Daftar lowongan resmi LPK' }));
    expect(window.location.pathname).toBe('/jobs');
    expect(jobs).toHaveAttribute('aria-expanded', 'false');
  });

  it('close on a click outside', async () => {
    const user = userEvent.setup();
    renderShell(<Header />);
    for (const toggle of Object.values(toggles())) {
      await user.click(toggle);
      expect(toggle).toHaveAttribute('aria-expanded', 'true');
      await user.click(document.body);
      expect(toggle).toHaveAttribute('aria-expanded', 'false');
    }
  });

  it('opening one closes the other', async () => {
    const user = userEvent.setup();
    renderShell(<Header />);
    const { jobs, language } = toggles();
    await user.click(jobs);
    await user.click(language);
    expect(jobs).toHaveAttribute('aria-expanded', 'false');
    expect(language).toHaveAttribute('aria-expanded', 'true');
  });

  it('close on Escape and give focus back to their button', async () => {
    const user = userEvent.setup();
    renderShell(<Header />);
    for (const toggle of Object.values(toggles())) {
      await user.click(toggle);
      const panel = panelOf(toggle);
      // Tab goes from the button into its open panel.
      await user.tab();
      expect(panel).toContainElement(document.activeElement as HTMLElement);
      await user.keyboard('{Escape}');
      expect(toggle).toHaveAttribute('aria-expanded', 'false');
      expect(toggle).toHaveFocus();
    }
  });

  it('Escape in a menu inside the mobile menu closes only that menu', async () => {
    const user = userEvent.setup();
    renderShell(<Header />);
    const { jobs, mobile } = toggles();
    await user.click(mobile);
    await user.click(jobs);
    expect(jobs).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(jobs).toHaveAttribute('aria-expanded', 'false');
    expect(mobile).toHaveAttribute('aria-expanded', 'true');
    await user.keyboard('{Escape}');
    expect(mobile).toHaveAttribute('aria-expanded', 'false');
    expect(mobile).toHaveFocus();
  });

  it('close on Escape pressed elsewhere on the page', async () => {
    const user = userEvent.setup();
    renderShell(<Header />);
    const { jobs } = toggles();
    await user.click(jobs);
    // Shift+Tab leaves the jobs menu (to the menu button before it) without closing it.
    await user.tab({ shift: true });
    expect(jobs).not.toHaveFocus();
    expect(jobs).toHaveAttribute('aria-expanded', 'true');
    await user.keyboard('{Escape}');
    expect(jobs).toHaveAttribute('aria-expanded', 'false');
  });

  it('close when the page changes', async () => {
    const user = userEvent.setup();
    renderShell(<Header />);
    const { user: userMenu } = toggles();
    await user.click(userMenu);
    act(() => {
      window.history.pushState(null, '', '/about');
      window.dispatchEvent(new CustomEvent('single-spa:routing-event'));
    });
    expect(userMenu).toHaveAttribute('aria-expanded', 'false');
  });
});
