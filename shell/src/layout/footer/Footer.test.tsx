import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setLanguage } from 'mf-shared';
import { BLOG_URL, CONTACT_EMAIL } from '../links';
import { followsLink } from '../../../test/helpers/followsLink';
import { renderShell, resetShell } from '../../../test/helpers/renderShell';
import { VERSIONS_EVENT } from '../../rollout/loader';
import { Footer } from './Footer';

afterEach(async () => {
  await act(() => resetShell());
});

describe('Footer', () => {
  beforeEach(() => {
    window.__LPK_CONFIG__ = { chatUrl: 'https://wa.me/6281100002026' };
  });

  it('is the contentinfo landmark with links to home, about, blog, privacy policy and terms', () => {
    renderShell(<Footer />);
    const footer = screen.getByRole('contentinfo');
    const nav = within(footer).getByRole('navigation', { name: 'Tautan situs' });
    expect(within(nav).getByRole('link', { name: 'Beranda' })).toHaveAttribute('href', '/');
    expect(within(nav).getByRole('link', { name: 'Tentang kami' })).toHaveAttribute('href', '/about');
    expect(within(nav).getByRole('link', { name: 'Kebijakan privasi' })).toHaveAttribute('href', '/privacy-policy');
    expect(within(nav).getByRole('link', { name: 'Syarat dan ketentuan' })).toHaveAttribute('href', '/terms');
    const blog = within(nav).getByRole('link', { name: 'Blog (membuka tab baru)' });
    expect(blog).toHaveAttribute('href', BLOG_URL);
    expect(blog).toHaveAttribute('target', '_blank');
    expect(blog).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('navigates in place through single-spa', async () => {
    const user = userEvent.setup();
    renderShell(<Footer />);
    expect(await followsLink(() => user.click(screen.getByRole('link', { name: 'Kebijakan privasi' })))).toBe(false);
    expect(window.location.pathname).toBe('/privacy-policy');
  });

  it('has named social links opening in a new tab', () => {
    renderShell(<Footer />);
    const social = screen.getByRole('list', { name: 'Media sosial' });
    for (const network of ['Instagram', 'Facebook', 'YouTube', 'TikTok']) {
      const link = within(social).getByRole('link', { name: `${network} (membuka tab baru)` });
      expect(link).toHaveAttribute('href', expect.stringMatching(/^https:\/\//));
      expect(link).toHaveAttribute('target', '_blank');
      expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    }
  });

  it('has the contact email and a contact button opening the chat', () => {
    renderShell(<Footer />);
    expect(screen.getByRole('link', { name: CONTACT_EMAIL })).toHaveAttribute('href', `mailto:${CONTACT_EMAIL}`);
    const contact = screen.getByRole('link', { name: 'Chat dengan kami (membuka tab baru)' });
    expect(contact).toHaveAttribute('href', 'https://wa.me/6281100002026');
    expect(contact).toHaveAttribute('target', '_blank');
  });

  it('shows the copyright line with this year, in the chosen language', async () => {
    renderShell(<Footer />);
    const year = new Date().getFullYear();
    expect(screen.getByText(`© ${year} LPK Kaigo. Hak cipta dilindungi.`)).toBeInTheDocument();
    await act(() => setLanguage('en'));
    expect(screen.getByText(`© ${year} LPK Kaigo. All rights reserved.`)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Privacy policy' })).toBeInTheDocument();
  });
  it('names the version of each remote running in this page view, as they load', () => {
    window.__LPK_ROLLOUT__ = { versions: { 'mf-public': '1.4.0' } };
    renderShell(<Footer />);
    const footer = screen.getByRole('contentinfo');
    expect(within(footer).getByText('Versi: mf-public 1.4.0')).toBeInTheDocument();
    act(() => {
      window.__LPK_ROLLOUT__ = { versions: { ...window.__LPK_ROLLOUT__?.versions, 'mf-account': '1.2.1-canary.1' } };
      window.dispatchEvent(new Event(VERSIONS_EVENT));
    });
    expect(within(footer).getByText('Versi: mf-account 1.2.1-canary.1 · mf-public 1.4.0')).toBeInTheDocument();
  });

  it('says nothing of versions before any remote has loaded', () => {
    window.__LPK_ROLLOUT__ = { versions: {} };
    renderShell(<Footer />);
    expect(screen.queryByText(/^Versi:/)).toBeNull();
  });
});
