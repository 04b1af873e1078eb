import { installTagManager } from './tagManager';

const gtmScripts = () => [...document.querySelectorAll<HTMLScriptElement>('script[src*="googletagmanager.com/gtm.js"]')];

afterEach(() => {
  for (const script of gtmScripts()) script.remove();
  delete window.dataLayer;
  delete window.__LPK_CONFIG__;
});

describe('tag manager', () => {
  it('loads nothing without a configured container id, whatever the visitor does', () => {
    window.__LPK_CONFIG__ = { gtmId: '' };
    installTagManager();
    document.body.click();
    window.dispatchEvent(new Event('scroll'));
    expect(gtmScripts()).toHaveLength(0);
    expect(window.dataLayer).toBeUndefined();
  });

  it('waits for the first click, then loads gtm.js with the id once', () => {
    window.__LPK_CONFIG__ = { gtmId: 'GTM-TEST1' };
    installTagManager();
    expect(gtmScripts()).toHaveLength(0);
    expect(window.dataLayer).toBeUndefined();

    document.body.click();
    expect(gtmScripts().map((script) => script.src)).toEqual(['https://www.googletagmanager.com/gtm.js?id=GTM-TEST1']);
    expect(gtmScripts()[0]?.async).toBe(true);
    expect(window.dataLayer).toEqual([{ 'gtm.start': expect.any(Number), event: 'gtm.js' }]);

    // Listeners are gone: later clicks and scrolls load nothing more.
    document.body.click();
    document.dispatchEvent(new Event('scroll', { bubbles: true }));
    expect(gtmScripts()).toHaveLength(1);
    expect(window.dataLayer).toHaveLength(1);
  });

  it('loads on a first scroll (of the page or of an element) just the same, once', () => {
    window.__LPK_CONFIG__ = { gtmId: 'GTM-TEST2' };
    const list = document.createElement('div');
    document.body.appendChild(list);
    installTagManager();
    list.dispatchEvent(new Event('scroll')); // element scroll events do not bubble
    expect(gtmScripts().map((script) => script.src)).toEqual(['https://www.googletagmanager.com/gtm.js?id=GTM-TEST2']);
    document.body.click();
    expect(gtmScripts()).toHaveLength(1);
    list.remove();
  });

  it('keeps what the page already pushed to dataLayer', () => {
    window.__LPK_CONFIG__ = { gtmId: 'GTM-TEST3' };
    window.dataLayer = [{ event: 'earlier' }];
    installTagManager();
    window.dispatchEvent(new Event('scroll'));
    expect(window.dataLayer).toEqual([{ event: 'earlier' }, { 'gtm.start': expect.any(Number), event: 'gtm.js' }]);
  });
});
