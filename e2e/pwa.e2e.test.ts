/// <reference lib="dom" />
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { DESKTOP, launchProfile, PHONE, screenshot } from './browser';
import { browserSuite } from './browserSuite';
import { onboardedFriends } from './fixtures';

/**
 * The installable app (docs/web/pwa.md): a manifest with icons, a service worker that takes over
 * after the first load, the offline page when the network is gone, and the update prompt when
 * a new version of the worker waits.
 */

const SOON = { timeout: 20_000 };

const suite = browserSuite();

/** A fresh profile on `path`, once the service worker is active (its precache is complete). */
async function withWorker(path: string, viewport = DESKTOP) {
  const { context, page, errors } = await suite.open({ viewport, path });
  const scope = await page.evaluate(async () => (await navigator.serviceWorker.ready).scope);
  return { context, page, errors, scope };
}

/** The URLs held in the page's caches. */
const cachedUrls = (page: Page) =>
  page.evaluate(async () => {
    const urls: string[] = [];
    for (const name of await caches.keys())
      for (const request of await (await caches.open(name)).keys()) urls.push(request.url);
    return urls;
  });

describe('installable app', () => {
  it('links a manifest with name, icons (192, 512, maskable), theme and standalone display', async () => {
    const { context, page, scope } = await withWorker('/about');
    expect(scope).toBe(`${suite.server.url}/`);
    const href = await page.getAttribute('link[rel="manifest"]', 'href');
    const answer = await page.request.get(href!);
    expect(answer.status()).toBe(200);
    const manifest = (await answer.json()) as {
      icons: { src: string; sizes: string; purpose?: string }[];
    };
    expect(manifest).toMatchObject({
      name: 'Serendip: Anonymous Chat and Video Chat',
      short_name: 'Serendip',
      start_url: '/',
      display: 'standalone',
      theme_color: '#7c3aed',
    });
    expect(manifest.icons.map(({ sizes, purpose }) => `${sizes} ${purpose}`)).toEqual([
      '192x192 any',
      '512x512 any',
      '512x512 maskable',
    ]);
    for (const icon of manifest.icons) {
      const image = await page.request.get(icon.src);
      expect(image.status()).toBe(200);
      expect(image.headers()['content-type']).toBe('image/png');
    }
    await context.close();
  });

  // Lighthouse 12 dropped its PWA audits; this asks Chromium itself, which is what the
  // installable-manifest audit did: no errors means the browser offers to install the app.
  it("passes Chromium's installability check and parses the manifest without errors", async () => {
    const profile = await mkdtemp(path.join(os.tmpdir(), 'serendip-install-'));
    const context = await launchProfile(profile, suite.server.url, PHONE);
    const page = await context.newPage();
    await page.goto('/');
    await page.evaluate(() => navigator.serviceWorker.ready);
    const cdp = await context.newCDPSession(page);
    await expect
      .poll(async () => (await cdp.send('Page.getInstallabilityErrors')).installabilityErrors, SOON)
      .toEqual([]);
    const { errors, url } = await cdp.send('Page.getAppManifest');
    expect(url).toMatch(/manifest\.webmanifest$/);
    expect(errors).toEqual([]);
    await context.close();
    await rm(profile, { recursive: true, force: true });
  });

  it('shows the offline page on a reload without network, and caches no API', async () => {
    for (const viewport of [PHONE, DESKTOP]) {
      const { context, page, errors } = await withWorker('/feed', viewport);
      // The app itself has talked to the API by now.
      await page.waitForLoadState('networkidle');
      const cached = await cachedUrls(page);
      expect(cached.some((url) => url.includes('/offline.html'))).toBe(true);
      expect(cached.some((url) => /\/assets\/.+\.js$/.test(url))).toBe(true);
      expect(cached.filter((url) => /\/(api|uploads|socket\.io)\//.test(url))).toEqual([]);
      expect(cached.filter((url) => url.includes('/index.html'))).toEqual([]);

      await context.setOffline(true);
      await page.reload();
      await page.getByRole('heading', { name: 'You are offline' }).waitFor(SOON);
      await expect(page.title()).resolves.toBe('You are offline · Serendip');
      // The API is never answered from a cache.
      const api = await page.evaluate(() =>
        fetch('/api/config').then(
          () => 'answered',
          () => 'failed',
        ),
      );
      expect(api).toBe('failed');
      await screenshot(page, 'pwa-offline');

      await context.setOffline(false);
      await page.getByRole('link', { name: 'Try again' }).click();
      await page.waitForURL(`${suite.server.url}/`);
      await page.locator('#root *').first().waitFor(SOON);
      expect(
        errors.filter((error) => !/ERR_INTERNET_DISCONNECTED|Failed to fetch/.test(error)),
      ).toEqual([]);
      await context.close();
    }
  });

  it('offers "A new version is available — reload" when a new worker waits, and reloads into it', async () => {
    const { context, page } = await withWorker('/about', PHONE);
    // A second visit: the page is now run by the worker, as a returning visitor's is.
    await page.reload();
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null, null, SOON);
    // The build changed: the browser finds a different worker script for the same scope.
    await page.evaluate(async () => {
      await navigator.serviceWorker.register('/sw.js?build=next', { scope: '/' });
    });
    const prompt = page.getByRole('status').filter({ hasText: 'A new version is available' });
    await prompt.waitFor(SOON);
    await expect(prompt.textContent()).resolves.toBe('A new version is available — reload');
    await screenshot(page, 'pwa-update');

    const reloaded = page.waitForEvent('load', SOON);
    await prompt.getByRole('button', { name: 'reload' }).click();
    await reloaded;
    // The new worker may still be finishing its activation on a loaded machine.
    await expect
      .poll(
        () => page.evaluate(async () => (await navigator.serviceWorker.ready).active?.scriptURL),
        SOON,
      )
      .toBe(`${suite.server.url}/sw.js?build=next`);
    await expect(
      page.getByRole('status').filter({ hasText: 'A new version' }).count(),
    ).resolves.toBe(0);
    await context.close();
  });

  it('offers notifications once, after a first friend message, and has settings on /profile', async () => {
    const suffix = Date.now() % 100000;
    const [ann, bob] = await onboardedFriends(suite.server, `ann${suffix}`, `bob${suffix}`);
    const conversation = await ann.client.post(`/api/chat/conversation/${bob.user._id}`);

    for (const viewport of [PHONE, DESKTOP]) {
      const { context, page, errors } = await suite.open({ viewport, token: bob.token });
      await page.goto('/friends');
      await page.evaluate(async () => navigator.serviceWorker.ready);
      const offer = page.getByRole('dialog', { name: 'Message notifications' });
      // Nothing is offered on load.
      await page.waitForTimeout(500);
      await expect(offer.count()).resolves.toBe(0);

      const socket = await suite.server.socket(ann.token);
      await socket.emitWithAck('sendMessage', {
        conversationId: conversation.body._id,
        content: 'hi bob',
        type: 'text',
      });
      socket.disconnect();
      await offer.waitFor(SOON);
      await expect(offer.textContent()).resolves.toContain(
        'Get a notification when a friend messages you while Serendip is closed.',
      );
      await screenshot(page, 'pwa-push-offer');
      await offer.getByRole('button', { name: 'Not now' }).click();
      await expect(offer.count()).resolves.toBe(0);

      // Once per browser: a reload and another message offer nothing more.
      await page.reload();
      await page.evaluate(async () => navigator.serviceWorker.ready);
      const again = await suite.server.socket(ann.token);
      await again.emitWithAck('sendMessage', {
        conversationId: conversation.body._id,
        content: 'still there?',
        type: 'text',
      });
      again.disconnect();
      await page.waitForTimeout(1000);
      await expect(offer.count()).resolves.toBe(0);

      await page.goto('/profile');
      const settings = page.getByRole('group', { name: 'Notifications' });
      await settings.waitFor(SOON);
      await expect(
        settings.getByLabel('Notify me on this device when Serendip is closed').isChecked(),
      ).resolves.toBe(false);
      await expect(
        settings.getByLabel('Show message text in notifications').isDisabled(),
      ).resolves.toBe(true);
      await settings.scrollIntoViewIfNeeded();
      await screenshot(page, 'pwa-push-settings');
      expect(errors).toEqual([]);
      await context.close();
    }
  });
});
