import { afterAll, beforeAll } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { startTestServer, type TestServer } from '../server/test/support';
import { DESKTOP, launchBrowser, watchErrors } from './browser';

export interface PageOptions {
  /** The page's size: PHONE or DESKTOP (the default). */
  viewport?: { width: number; height: number };
  /** A touch screen that says it is a phone (`hasTouch` and `isMobile`). */
  touch?: boolean;
  /** The browser's language (navigator.languages and Accept-Language). */
  locale?: string;
  /** The address a trusted proxy says requests come from (X-Forwarded-For; TRUST_PROXY). */
  address?: string;
  /** Signed in the way the app keeps a session: localStorage 'token', set once on /about. */
  token?: string;
  /**
   * With `token`: set it before every page's own scripts run (an init script) instead of once,
   * so the first page the test opens already starts signed in. A logout does not outlast a load.
   */
  tokenOnEveryLoad?: boolean;
  /** Scripts run in every page of the context before the page's own, in this order. */
  initScripts?: (() => void)[];
  /** Where the page goes once it is set up. */
  path?: string;
}

export interface OpenedPage {
  context: BrowserContext;
  page: Page;
  /** Page errors and console errors met so far (see watchErrors). */
  errors: string[];
}

export interface SuiteOptions {
  /** The server's environment, or a function giving it (run first in the suite's beforeAll). */
  env?: Record<string, string> | (() => Promise<Record<string, string>>);
  /** Extra Chromium switches (see launchBrowser). */
  browserArgs?: string[];
}

export interface BrowserSuite {
  /** The suite's own server, started in beforeAll. */
  readonly server: TestServer;
  /** The suite's own Chromium, launched in beforeAll. */
  readonly browser: Browser;
  /** A page in a fresh browser profile, closed when the suite ends. */
  open(options?: PageOptions): Promise<OpenedPage>;
}

/**
 * One server and one browser for the enclosing describe (or file): started in beforeAll, and
 * every context that `open` made, the browser and the server closed in afterAll. Call it at the
 * top of the describe, before its own hooks: they then run after the start and before the stop.
 */
export function browserSuite(options: SuiteOptions = {}): BrowserSuite {
  let server: TestServer | undefined;
  let browser: Browser | undefined;
  const contexts: BrowserContext[] = [];

  beforeAll(async () => {
    const env = typeof options.env === 'function' ? await options.env() : options.env;
    server = await startTestServer(env);
    browser = await launchBrowser(options.browserArgs);
  });
  afterAll(async () => {
    // A test may have closed a context already, or the browser may be gone with a crash.
    for (const context of contexts) await context.close().catch(() => {});
    await browser?.close();
    await server?.close();
  });

  const started = <T>(value: T | undefined, what: string): T => {
    if (value === undefined) throw new Error(`the suite's ${what} is used before its beforeAll`);
    return value;
  };

  return {
    get server() {
      return started(server, 'server');
    },
    get browser() {
      return started(browser, 'browser');
    },
    async open(page = {}) {
      const context = await started(browser, 'browser').newContext({
        baseURL: started(server, 'server').url,
        viewport: page.viewport ?? DESKTOP,
        deviceScaleFactor: 1,
        ...(page.touch ? { hasTouch: true, isMobile: true } : {}),
        ...(page.locale ? { locale: page.locale } : {}),
        ...(page.address ? { extraHTTPHeaders: { 'X-Forwarded-For': page.address } } : {}),
      });
      contexts.push(context);
      for (const script of page.initScripts ?? []) await context.addInitScript(script);
      if (page.token && page.tokenOnEveryLoad)
        await context.addInitScript((value) => localStorage.setItem('token', value), page.token);
      const opened = await context.newPage();
      const errors = watchErrors(opened);
      if (page.token && !page.tokenOnEveryLoad) {
        await opened.goto('/about');
        await opened.evaluate((value) => localStorage.setItem('token', value), page.token);
      }
      if (page.path) await opened.goto(page.path);
      return { context, page: opened, errors };
    },
  };
}
