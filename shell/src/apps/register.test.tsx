import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { i18n, addResources } from 'mf-shared';
import * as singleSpa from 'single-spa';
import { shellEn } from '../i18n/shell.en';
import { shellId } from '../i18n/shell.id';
import { appLoader, containerOf } from './register';

// The federation runtime is not under test here (a unit test may mock the federated import).
jest.mock('@module-federation/enhanced/runtime', () => ({ registerRemotes: jest.fn(), loadRemote: jest.fn() }));
jest.mock('single-spa', () => ({ ...jest.requireActual('single-spa'), unloadApplication: jest.fn(() => Promise.resolve()) }));

addResources('shell', { id: shellId, en: shellEn });

describe('loading a remote app', () => {
  beforeEach(() => {
    document.body.innerHTML = '<main id="main"><div id="app-mf-public"></div></main>';
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
  });
  afterEach(() => jest.restoreAllMocks());

  it('hands single-spa the lifecycles the remote exposes', async () => {
    const lifecycles = { bootstrap: jest.fn(), mount: jest.fn(), unmount: jest.fn() };
    await expect(appLoader('mf-public', () => Promise.resolve(lifecycles))()).resolves.toBe(lifecycles);
  });

  it('puts a panel with retry in place of a remote that cannot load, in the current language', async () => {
    const user = userEvent.setup();
    await act(() => i18n.changeLanguage('en'));
    const app = await appLoader('mf-public', () => Promise.reject(new Error('remoteEntry.js 404')))();
    const domElement = containerOf('mf-public');
    await act(async () => {
      await (app.bootstrap as (p: object) => Promise<void>)({});
      await (app.mount as (p: object) => Promise<void>)({ domElement });
    });
    expect(screen.getByRole('alert')).toHaveTextContent(shellEn.fallback.title);
    expect(screen.getByRole('heading', { level: 1 })).toHaveFocus();

    await user.click(screen.getByRole('button', { name: shellEn.fallback.retry }));
    expect(singleSpa.unloadApplication).toHaveBeenCalledWith('mf-public', { waitForUnmount: false });

    await act(async () => {
      await (app.unmount as (p: object) => Promise<void>)({ domElement });
    });
    expect(screen.queryByRole('alert')).toBeNull();
    await act(() => i18n.changeLanguage('id'));
  });

  it("retry loads the remote again in place, also when the page had preloaded the remote's files (the host names none it cannot read)", async () => {
    const link = document.createElement('link');
    link.rel = 'preload';
    link.as = 'script';
    link.href = '/remotes/mf-public/1.0.0/432.8472c977.js';
    document.head.appendChild(link);
    jest.mocked(singleSpa.unloadApplication).mockClear();
    const user = userEvent.setup();
    try {
      const app = await appLoader('mf-public', () => Promise.reject(new Error('chunk 404')))();
      const domElement = containerOf('mf-public');
      await act(async () => {
        await (app.bootstrap as (p: object) => Promise<void>)({});
        await (app.mount as (p: object) => Promise<void>)({ domElement });
      });
      await user.click(screen.getByRole('button', { name: shellId.fallback.retry }));
      expect(singleSpa.unloadApplication).toHaveBeenCalledWith('mf-public', { waitForUnmount: false });
      await act(async () => {
        await (app.unmount as (p: object) => Promise<void>)({ domElement });
      });
    } finally {
      link.remove();
    }
  });

  it('creates the mount point inside <main> when the page lacks it', () => {
    const element = containerOf('mf-account');
    expect(element.id).toBe('app-mf-account');
    expect(element.parentElement?.id).toBe('main');
  });
});
