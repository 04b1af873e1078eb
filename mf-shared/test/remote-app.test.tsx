/**
 * createRemoteApp (mf-shared/src/remote): what each remote's ./app hands the shell. The root
 * element says which build runs (docs/releasing.md), the remote's strings are registered before
 * the first render, its routes run inside a router and the shared i18next instance, and unmount
 * removes everything.
 */
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { FIRST_DATA_ID } from 'contracts';
import { addResources, clearQueries, getQueryData, setLanguage } from '../src';
import { createRemoteApp, takeFirstData, type RemoteApp } from '../src/remote';

// single-spa-react's mount resolves once React has committed: inside act() that wait never ends.
beforeAll(() => {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;
});

/** Runs single-spa lifecycle steps in order, as the shell's single-spa does. */
async function run(steps: RemoteApp['mount'][], props: Parameters<RemoteApp['mount']>[0]): Promise<void> {
  for (const step of steps.flat()) await step(props);
}

function Screen() {
  const { t } = useTranslation('remote_test');
  return <p>{`${t('hello')} ${useLocation().pathname}`}</p>;
}

test('mounts the routes in the shared i18n and a router, under a root naming the remote and its version; unmount removes them', async () => {
  const registerStrings = jest.fn(() => addResources('remote_test', { id: { hello: 'Halo' }, en: { hello: 'Hello' } }));
  window.history.pushState({}, '', '/some/page');
  const app = createRemoteApp({ remote: 'mf-test', version: '1.2.0', routes: Screen, registerStrings });
  expect(registerStrings).toHaveBeenCalledTimes(1);

  const domElement = document.createElement('div');
  document.body.append(domElement);
  const props = { name: 'mf-test', domElement, singleSpa: {}, mountParcel: jest.fn() };
  await run([app.bootstrap, app.mount], props);
  const root = domElement.querySelector('[data-remote="mf-test"]');
  expect(root?.getAttribute('data-version')).toBe('1.2.0');
  expect(root?.textContent).toBe('Halo /some/page');

  await run([app.unmount], props);
  expect(domElement.innerHTML).toBe('');
  expect(registerStrings).toHaveBeenCalledTimes(1);
});

describe("a first screen's answers in the page (the API host rendered it with them)", () => {
  function page(data: unknown): void {
    const script = document.createElement('script');
    script.type = 'application/json';
    script.id = FIRST_DATA_ID;
    script.textContent = JSON.stringify(data);
    document.head.appendChild(script);
  }
  const answers = {
    id: [[['jobs', { page: 1 }], { items: ['lowongan'] }]],
    en: [[['jobs', { page: 1 }], { items: ['vacancy'] }]],
  };
  afterEach(() => {
    clearQueries();
    document.getElementById(FIRST_DATA_ID)?.remove();
  });

  test('go into the query cache in the current language, once, when the page is still at the URL it was served for', async () => {
    await setLanguage('en');
    window.history.pushState({}, '', '/jobs?pathway=ssw');
    page({ path: '/jobs', search: '?pathway=ssw', answers });
    takeFirstData();
    expect(getQueryData(['jobs', { page: 1 }])).toEqual({ items: ['vacancy'] });
    expect(document.getElementById(FIRST_DATA_ID)).toBeNull();
    await setLanguage('id');
  });

  test('another URL (the visitor went on before the remote started) or broken JSON: nothing is taken', () => {
    window.history.pushState({}, '', '/search');
    page({ path: '/jobs', search: '', answers });
    takeFirstData();
    expect(getQueryData(['jobs', { page: 1 }])).toBeUndefined();
    window.history.pushState({}, '', '/jobs');
    const script = document.createElement('script');
    script.type = 'application/json';
    script.id = FIRST_DATA_ID;
    script.textContent = '{ not json';
    document.head.appendChild(script);
    expect(() => takeFirstData()).not.toThrow();
    expect(getQueryData(['jobs', { page: 1 }])).toBeUndefined();
  });
});
