/**
 * The benches' browser: the system's headless Chromium (CHROMIUM_PATH, default /usr/bin/chromium;
 * never a downloaded one) and the throttled mobile profile lcp.mjs and profile.mjs visit with.
 * Importing runs nothing.
 */

export { chromiumExecutable, launchChromium } from '../chromium.cjs';

/** Lighthouse's mobile profile (moto g power), with the network figures of its "Slow 4G" preset. */
export const MOBILE_PROFILE = {
  latencyMs: 150,
  downloadThroughput: 1.6e6 / 8, // 1.6 Mbps in bytes/s = 200,000
  uploadThroughput: 750e3 / 8, // 750 kbps in bytes/s = 93,750
  cpuSlowdown: 4,
  viewport: { width: 412, height: 823 },
  deviceScaleFactor: 1.75,
  userAgent: 'Mozilla/5.0 (Linux; Android 11; moto g power (2022)) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/119.0.0.0 Mobile Safari/537.36',
};

/**
 * A new browser context (empty cache, no service worker, no storage) on the mobile profile: its
 * viewport, touch and user agent, the network throttled and the cache off (DevTools protocol),
 * the CPU slowed. `initScripts` run in every document before the page's own scripts. The caller
 * closes `context`.
 */
export async function mobilePage(browser, { initScripts = [] } = {}) {
  const context = await browser.newContext({
    viewport: MOBILE_PROFILE.viewport,
    deviceScaleFactor: MOBILE_PROFILE.deviceScaleFactor,
    isMobile: true,
    hasTouch: true,
    userAgent: MOBILE_PROFILE.userAgent,
  });
  try {
    for (const script of initScripts) await context.addInitScript(script);
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: MOBILE_PROFILE.latencyMs,
      downloadThroughput: MOBILE_PROFILE.downloadThroughput,
      uploadThroughput: MOBILE_PROFILE.uploadThroughput,
    });
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: MOBILE_PROFILE.cpuSlowdown });
    return { context, page };
  } catch (error) {
    await context.close();
    throw error;
  }
}

/**
 * Opens `url` and waits until the visit is over: the load event, the screen's heading (not the
 * pre-rendered head's), a quiet network (bounded: a route may keep a request open), then `settleMs`.
 */
export async function visitUntilSettled(page, url, settleMs) {
  await page.goto(url, { waitUntil: 'load', timeout: 60_000 });
  await page
    .locator('main h1:not([data-prerender] *)')
    .first()
    .waitFor({ state: 'visible', timeout: 30_000 })
    .catch(() => {});
  await page.waitForLoadState('networkidle', { timeout: 10_000 }).catch(() => {});
  await page.waitForTimeout(settleMs);
}
