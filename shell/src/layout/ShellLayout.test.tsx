import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setLanguage } from 'mf-shared';
import { ShellLayout } from './ShellLayout';
import { renderShell, resetShell } from '../../test/helpers/renderShell';

/** The page of public/index.html: header slot, <main>, footer slot, the shell's root. */
function renderPage(): void {
  document.body.innerHTML =
    '<div id="shell-header"></div><main id="main" tabindex="-1"><div id="app-mf-public"><h1>Halaman</h1><a href="/x">x</a></div></main><div id="shell-footer"></div><div id="shell-root"></div>';
  renderShell(<ShellLayout />);
}

function navigate(path: string): void {
  act(() => {
    window.history.pushState(null, '', path);
    window.dispatchEvent(new CustomEvent('single-spa:routing-event'));
  });
}

const FOCUSABLE = 'a[href], button:not([disabled]), input, select, textarea, [tabindex]:not([tabindex="-1"])';

beforeEach(() => {
  window.__LPK_CONFIG__ = { chatUrl: 'https://wa.me/6281100002026' };
});

afterEach(async () => {
  await act(() => resetShell());
  document.body.innerHTML = '';
});

describe('ShellLayout', () => {
  it('has the header before <main> and the footer after it', () => {
    renderPage();
    const main = screen.getByRole('main');
    const banner = screen.getByRole('banner');
    const contentinfo = screen.getByRole('contentinfo');
    expect(banner.compareDocumentPosition(main) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(main.compareDocumentPosition(contentinfo) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(document.getElementById('shell-header')).toContainElement(banner);
    expect(document.getElementById('shell-footer')).toContainElement(contentinfo);
  });

  it('starts with a translated skip link to the main content that moves focus there', async () => {
    const user = userEvent.setup();
    renderPage();
    const first = document.querySelector<HTMLElement>(FOCUSABLE);
    expect(first).toHaveAccessibleName('Langsung ke konten utama');
    expect(first).toHaveAttribute('href', '#main');
    // The first Tab of the page reaches it; Enter follows it.
    await user.tab();
    expect(first).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(screen.getByRole('main')).toHaveFocus();
    await act(() => setLanguage('en'));
    expect(document.querySelector(FOCUSABLE)).toHaveAccessibleName('Skip to main content');
  });

  it('hides header and footer on /admin paths, keeps the skip link and the chat button', () => {
    renderPage();
    navigate('/admin/dashboard');
    expect(screen.queryByRole('banner')).not.toBeInTheDocument();
    expect(screen.queryByRole('contentinfo')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Langsung ke konten utama' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Chat dengan kami/ })).toHaveAttribute('href', 'https://wa.me/6281100002026');
    navigate('/registration-success');
    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();
  });

  it('below the account area, only the versions of the remotes running (no footer landmark)', () => {
    window.__LPK_ROLLOUT__ = { versions: { 'mf-account': '1.0.0' } };
    renderPage();
    navigate('/admin/dashboard');
    expect(document.getElementById('shell-footer')).toHaveTextContent('Versi: mf-account 1.0.0');
    expect(screen.queryByRole('contentinfo')).not.toBeInTheDocument();
  });

  it('opened directly on an /admin path shows neither', () => {
    window.history.replaceState(null, '', '/admin/settings');
    renderPage();
    expect(screen.queryByRole('banner')).not.toBeInTheDocument();
    expect(screen.queryByRole('contentinfo')).not.toBeInTheDocument();
  });

  it('follows Back/Forward (popstate) too', () => {
    renderPage();
    act(() => {
      window.history.pushState(null, '', '/admin/account');
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    expect(screen.queryByRole('banner')).not.toBeInTheDocument();
  });
});
