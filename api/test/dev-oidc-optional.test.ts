import path from 'node:path';
import { importProviderClass } from '../src/modules/dev-oidc/provider';
import { startNodeProcess, type NodeProcess } from './faults/node-process';

/**
 * oidc-provider (the development stand-in for Google, with koa) is a development dependency of
 * the API: `npm install --omit=dev` leaves it out, and the API then starts without the stand-in
 * and says so. A real API process, with the package made unfindable at module resolution.
 */
test('importProviderClass: the class when installed, undefined when the package is not there', async () => {
  expect(typeof (await importProviderClass())).toBe('function');
  expect(await importProviderClass('oidc-provider-not-installed')).toBeUndefined();
});

test('without oidc-provider the API starts, says the stand-in is unavailable, and Google sign-in answers "unavailable"', async () => {
  let node: NodeProcess | undefined;
  try {
    node = await startNodeProcess('without-dev', {
      WITHOUT_PACKAGES: 'oidc-provider',
      NODE_OPTIONS: `--import ${path.join(__dirname, 'faults', 'without-dev-dependencies.mjs')}`,
      DATABASE_URL: '',
      REDIS_URL: '',
      SQLITE_PATH: ':memory:',
      SEED_DEMO: '0',
      LOG_LEVEL: 'warn',
    });
    // The log line is written before the server listens, but the pipe may deliver it after the
    // first health answer on a loaded machine: wait for it (a few seconds at most).
    const said = /development stand-in for Google is unavailable: the package oidc-provider is not installed/;
    for (let waited = 0; waited < 5_000 && !said.test(node.output()); waited += 50) await new Promise((r) => setTimeout(r, 50));
    expect(node.output()).toMatch(said);
    const start = await fetch(`${node.url}/api/lpk/auth/google/start?redirect=/admin/dashboard`, { redirect: 'manual' });
    expect(start.status).toBe(302);
    expect(start.headers.get('location')).toMatch(/\/auth\/callback\?error=unavailable/);
    expect((await fetch(`${node.url}/dev-oidc/.well-known/openid-configuration`)).status).toBe(404);
  } finally {
    await node?.stop();
  }
});
