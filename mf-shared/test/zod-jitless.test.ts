/* eslint-disable @typescript-eslint/no-require-imports -- jest.isolateModules needs require() to load modules in a chosen order */
/** src/remote/zod-jitless.ts: zod sees the setting, whether it loads after it or was loaded before. */
afterEach(() => {
  delete (globalThis as { __zod_globalConfig?: unknown }).__zod_globalConfig;
  jest.resetModules();
});

it('is read by a zod loaded afterwards', () => {
  jest.isolateModules(() => {
    require('../src/remote/zod-jitless');
    const { config, util } = require('zod/v4/core') as typeof import('zod/v4/core');
    expect(config().jitless).toBe(true);
    expect(util.allowsEval.value).toBe(false);
  });
});

it('is read by a zod loaded before', () => {
  jest.isolateModules(() => {
    const { config } = require('zod') as typeof import('zod');
    require('../src/remote/zod-jitless');
    expect(config().jitless).toBe(true);
  });
});
