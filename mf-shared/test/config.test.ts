import { DEFAULT_CONFIG, getConfig } from '../src';

afterEach(() => {
  delete window.__LPK_CONFIG__;
});

describe('run-time config', () => {
  it('has defaults: same-origin API, ws on the page host at 6001, local key', () => {
    expect(DEFAULT_CONFIG).toEqual({ apiBaseUrl: '', wsHost: '', wsPort: 6001, pusherKey: 'lpk-local-key', chatUrl: '', gtmId: '' });
    expect(getConfig()).toEqual({ ...DEFAULT_CONFIG, wsHost: 'localhost' });
  });

  it('reads window.__LPK_CONFIG__ at call time, trims a trailing slash and keeps defaults for the rest', () => {
    window.__LPK_CONFIG__ = {
      apiBaseUrl: 'https://api.example/',
      wsHost: 'rt.example',
      wsPort: 443,
      pusherKey: 'prod',
      chatUrl: 'https://wa.me/62811',
      gtmId: 'GTM-ABC',
    };
    expect(getConfig()).toEqual({
      apiBaseUrl: 'https://api.example',
      wsHost: 'rt.example',
      wsPort: 443,
      pusherKey: 'prod',
      chatUrl: 'https://wa.me/62811',
      gtmId: 'GTM-ABC',
    });
    window.__LPK_CONFIG__ = { gtmId: 'GTM-X' };
    expect(getConfig()).toEqual({ ...DEFAULT_CONFIG, wsHost: 'localhost', gtmId: 'GTM-X' });
  });
});
