import fs from 'node:fs/promises';
import path from 'node:path';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';

/** Debian's Chromium, driven by playwright-core (no browser download on these machines). */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
export const SCREENSHOT_DIR = path.resolve('.e2e-artifacts/screenshots');

export const PHONE = { width: 390, height: 844 };
export const DESKTOP = { width: 1280, height: 900 };

const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
  '--use-fake-ui-for-media-stream',
  '--use-fake-device-for-media-stream',
  '--allow-loopback-in-peer-connection',
];

const switchName = (arg: string) => arg.split('=')[0];

/**
 * Headless Chromium with fake camera and microphone. `extraArgs` add switches; one named like a
 * default replaces it (e.g. '--use-fake-device-for-media-stream=device-count=2').
 */
export async function launchBrowser(extraArgs: string[] = []): Promise<Browser> {
  const replaced = new Set(extraArgs.map(switchName));
  return chromium.launch({
    executablePath: CHROMIUM_PATH,
    headless: true,
    args: [...CHROMIUM_ARGS.filter((arg) => !replaced.has(switchName(arg))), ...extraArgs],
  });
}

/**
 * A browser on an ordinary profile kept in `userDataDir`, not an incognito context: Chromium
 * refuses some things to incognito profiles, installing the app among them.
 */
export async function launchProfile(
  userDataDir: string,
  baseURL: string,
  viewport = DESKTOP,
): Promise<BrowserContext> {
  return chromium.launchPersistentContext(userDataDir, {
    executablePath: CHROMIUM_PATH,
    headless: true,
    args: CHROMIUM_ARGS,
    baseURL,
    viewport,
    deviceScaleFactor: 1,
  });
}

/** Fails the test on any page error or console error, which users would meet as broken pages. */
export function watchErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(`pageerror: ${error.message}`));
  page.on('console', (message) => {
    if (message.type() !== 'error') return;
    const text = message.text();
    // Expected answers of the API (4xx on bad input in negative tests) are logged by Chromium.
    if (/Failed to load resource: the server responded with a status of 4\d\d/.test(text)) return;
    errors.push(`console: ${text}`);
  });
  return errors;
}

/** Saves a full-page screenshot at the current viewport under .e2e-artifacts/screenshots/. */
export async function screenshot(page: Page, name: string): Promise<string> {
  await fs.mkdir(SCREENSHOT_DIR, { recursive: true });
  const width = page.viewportSize()?.width ?? 0;
  const file = path.join(SCREENSHOT_DIR, `${name}-${width}.png`);
  await page.screenshot({ path: file, fullPage: true });
  return file;
}

/** Takes the same page at phone and desktop widths. */
export async function screenshotBothWidths(page: Page, name: string): Promise<void> {
  const original = page.viewportSize() ?? DESKTOP;
  for (const size of [PHONE, DESKTOP]) {
    await page.setViewportSize(size);
    await page.waitForTimeout(150);
    await screenshot(page, name);
  }
  await page.setViewportSize(original);
}
