/// <reference lib="dom" />
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { desc, eq } from 'drizzle-orm';
import type { Page } from 'playwright-core';
import { reports } from '../server/src/platform/db/schema';
import { browserSuite } from './browserSuite';
import { expectCameraShown, expectReceiving, recordPeerConnections } from './videoCall';

/**
 * Live video on the device: the real nsfwjs model (MobileNetV2, from our own server)
 * classifies the stranger's fake-camera stream in a Web Worker; the tile starts blurred and
 * the blur lifts once a frame passes. A test seam then feeds explicit scores to prove the
 * close-and-report path. Time per classification and the call's frame rate with and without
 * checking are recorded in .e2e-artifacts/video-safety.json.
 */

/** The page's test seams (web/src/pages/video-chat/safety/frameClassifier.ts). */
type Seams = {
  /** Set by the init script below once any stranger's tile has been blurred. */
  __tileWasBlurred?: boolean;
  __serendipFrameStats?: { samples: number; totalMs: number; backend: string };
  __serendipFrameScores?: Record<string, number>;
  __serendipFrameCheckOff?: boolean;
};

const UNSAFE_VIDEO_CLOSED =
  "We closed a stranger's video because it showed explicit content. It was reported to our moderators.";

/** Notes on the window once any stranger's tile has been blurred. */
function noteBlurredTiles() {
  const seams = window as unknown as Seams;
  const note = (node: Node) => {
    if (!(node instanceof Element)) return;
    const tiles = [node, ...Array.from(node.querySelectorAll('figure.vc-tile'))];
    if (tiles.some((tile) => tile.matches('figure.vc-tile[data-blurred="true"]')))
      seams.__tileWasBlurred = true;
  };
  new MutationObserver((records) => {
    for (const record of records) {
      if (record.type === 'attributes') note(record.target);
      record.addedNodes.forEach(note);
    }
  }).observe(document, {
    subtree: true,
    childList: true,
    attributes: true,
    attributeFilter: ['data-blurred'],
  });
}

/** Turns the page's own frame check off (a test seam). */
function checkOff() {
  (window as unknown as Seams).__serendipFrameCheckOff = true;
}

describe('on-device video checks', () => {
  const suite = browserSuite();
  const errors: string[][] = [];
  const measured: Record<string, unknown> = {};
  const consoleLines: string[] = [];

  async function openVideoChat({ checking = true } = {}): Promise<Page> {
    // The blur can lift within a classification (~150 ms) of the call starting, sooner than a
    // poll started after both pages show the call would see it: every value is recorded here.
    const initScripts = [recordPeerConnections, noteBlurredTiles, ...(checking ? [] : [checkOff])];
    const opened = await suite.open({ initScripts });
    const page = opened.page;
    errors.push(opened.errors);
    page.on('console', (message) => {
      if (message.type() === 'error' || message.type() === 'warning')
        consoleLines.push(`${message.type()}: ${message.text().slice(0, 300)}`);
    });
    await page.goto('/video-chat');
    await expectCameraShown(page);
    return page;
  }

  async function findMatch(page: Page) {
    const button = page.getByRole('button', { name: 'Find a Match' });
    if (!(await page.getByText('Captcha solved for this session.').isVisible()))
      await page.getByText("I'm not a robot").click();
    await expect.poll(() => button.isEnabled(), { timeout: 15_000 }).toBe(true);
    await button.click();
  }

  const inCall = (page: Page) => page.getByRole('button', { name: 'End Call' }).isVisible();
  const tileBlurred = (page: Page) =>
    page.locator('figure.vc-tile').first().getAttribute('data-blurred');

  async function callBetween(a: Page, b: Page) {
    await findMatch(a);
    await expect.poll(() => a.getByText('Matching...').isVisible()).toBe(true);
    await findMatch(b);
    await expect.poll(() => inCall(a), { timeout: 20_000 }).toBe(true);
    await expect.poll(() => inCall(b), { timeout: 20_000 }).toBe(true);
  }

  /** Frames per second decoded from the remote video over a few seconds (WebRTC stats). */
  async function receivedFps(page: Page, seconds = 4): Promise<number> {
    const decoded = () =>
      page.evaluate(async () => {
        const { peerConnections } = window as unknown as { peerConnections: RTCPeerConnection[] };
        let frames = 0;
        for (const connection of peerConnections) {
          if (connection.connectionState !== 'connected') continue;
          (await connection.getStats()).forEach(
            (entry: { type: string; kind?: string; framesDecoded?: number }) => {
              if (entry.type === 'inbound-rtp' && entry.kind === 'video')
                frames += entry.framesDecoded ?? 0;
            },
          );
        }
        return frames;
      });
    const before = await decoded();
    const began = Date.now();
    await page.waitForTimeout(seconds * 1000);
    return ((await decoded()) - before) / ((Date.now() - began) / 1000);
  }

  let alice: Page;
  let bob: Page;

  afterAll(async () => {
    fs.mkdirSync(path.resolve('.e2e-artifacts'), { recursive: true });
    fs.writeFileSync(
      path.resolve('.e2e-artifacts/video-safety.json'),
      `${JSON.stringify(measured, null, 2)}\n`,
    );
    console.log('video safety measurements', measured, consoleLines.slice(0, 20));
  });

  it('starts a stranger blurred and lifts the blur once the real model passes a frame', async () => {
    alice = await openVideoChat();
    bob = await openVideoChat();
    // No frame is classified before a call (the worker only warms the model up meanwhile).
    expect(
      await alice.evaluate(() => (window as unknown as Seams).__serendipFrameStats),
    ).toBeUndefined();
    await callBetween(alice, bob);
    const inCallAt = Date.now();
    await expect
      .poll(() => alice.evaluate(() => (window as unknown as Seams).__tileWasBlurred ?? false), {
        timeout: 10_000,
      })
      .toBe(true);
    await expect.poll(() => tileBlurred(alice), { timeout: 90_000, interval: 200 }).toBe('false');
    measured.blurLiftedAfterCallMs = Date.now() - inCallAt;
    await expect.poll(() => tileBlurred(bob), { timeout: 90_000 }).toBe('false');
    await expectReceiving(alice, 1);
    // Sampling goes on about once a second.
    const before =
      (await alice.evaluate(() => (window as unknown as Seams).__serendipFrameStats!.samples)) ?? 0;
    await expect
      .poll(
        () => alice.evaluate(() => (window as unknown as Seams).__serendipFrameStats!.samples),
        { timeout: 20_000 },
      )
      .toBeGreaterThan(before + 1);
    const stats = await alice.evaluate(() => (window as unknown as Seams).__serendipFrameStats!);
    measured.backend = stats.backend;
    measured.classifications = stats.samples;
    measured.msPerClassification = Math.round(stats.totalMs / stats.samples);
    measured.fpsWithChecking = Number((await receivedFps(alice)).toFixed(1));
  });

  it('closes the call and reports the stranger after explicit samples in a row (test seam)', async () => {
    await alice.evaluate(() => {
      (window as unknown as Seams).__serendipFrameScores = {
        Drawing: 0,
        Hentai: 0.1,
        Neutral: 0.02,
        Porn: 0.85,
        Sexy: 0.03,
      };
    });
    await expect.poll(() => tileBlurred(alice), { timeout: 10_000 }).toBe('true');
    await expect
      .poll(() => alice.getByText(UNSAFE_VIDEO_CLOSED).isVisible(), { timeout: 15_000 })
      .toBe(true);
    await expect.poll(() => inCall(alice)).toBe(false);
    await expect.poll(() => inCall(bob), { timeout: 10_000 }).toBe(false);
    // The report is sent as the call closes: the partner can be out of the call before it is stored.
    const latestReport = async () => {
      const [row] = await suite.server.database.db
        .select()
        .from(reports)
        .where(eq(reports.context, 'video'))
        .orderBy(desc(reports.createdAt))
        .limit(1);
      return row;
    };
    await expect.poll(latestReport, { timeout: 10_000 }).toBeDefined();
    const report = await latestReport();
    expect(report?.reason).toMatch(
      /^Automatic video check: explicit frames in a row \(Porn 85%, Hentai 10%, Sexy 3%\)\.$/,
    );
    expect(report?.evidence).toEqual([]);
  });

  it('measures the frame rate of a call without checking', async () => {
    // Two new strangers (the first two were just paired, so they are not matched again).
    const [carol, dave] = [
      await openVideoChat({ checking: false }),
      await openVideoChat({ checking: false }),
    ];
    await callBetween(carol, dave);
    await expectReceiving(carol, 1);
    expect(await tileBlurred(carol)).toBe('false');
    measured.fpsWithoutChecking = Number((await receivedFps(carol)).toFixed(1));
    for (const list of errors) expect(list).toEqual([]);
  });
});
