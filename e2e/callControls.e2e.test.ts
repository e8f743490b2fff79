/// <reference lib="dom" />
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { DESKTOP, PHONE, screenshot } from './browser';
import { browserSuite } from './browserSuite';
import { lookAtPage, seriousViolations } from './looks';
import { expectCameraShown, expectReceiving, recordPeerConnections } from './videoCall';
import { remoteAudioEnergy, remoteVideoBrightness } from './remoteMedia';

/**
 * Mute and camera-off are seen by the other side (the media itself goes
 * silent and black, and the tile shows the icons); on a 390 px phone the call is full-screen and
 * the page does not scroll.
 */
describe('call controls in the browser', () => {
  const suite = browserSuite();
  const errors: string[][] = [];

  async function openVideoChat(viewport = DESKTOP): Promise<Page> {
    const initScripts = [recordPeerConnections];
    const opened = await suite.open({ viewport, initScripts, path: '/video-chat' });
    errors.push(opened.errors);
    const page = opened.page;
    await expectCameraShown(page);
    return page;
  }

  async function findMatch(page: Page) {
    const button = page.getByRole('button', { name: 'Find a Match' });
    await page.getByText("I'm not a robot").click();
    await expect.poll(() => button.isEnabled(), { timeout: 15_000 }).toBe(true);
    await button.click();
  }

  async function callBetween(viewport = DESKTOP): Promise<[Page, Page]> {
    const first = await openVideoChat(viewport);
    const second = await openVideoChat(viewport);
    await findMatch(first);
    await expect.poll(() => first.getByText('Matching...').isVisible()).toBe(true);
    await findMatch(second);
    for (const page of [first, second]) {
      await expect
        .poll(() => page.getByRole('button', { name: 'End Call' }).isVisible(), {
          timeout: 15_000,
        })
        .toBe(true);
      await expectReceiving(page, 1);
    }
    return [first, second];
  }

  /** The sender's own microphone or camera track, as its page sends it. */
  const localTrackEnabled = (page: Page, kind: 'audio' | 'video') =>
    page.evaluate((wanted) => {
      const video = document.querySelector<HTMLVideoElement>('video.vc-local-video');
      const stream = video?.srcObject as MediaStream | null;
      return stream?.getTracks().find((track) => track.kind === wanted)?.enabled;
    }, kind);

  const tileIcon = (page: Page, name: 'Muted' | 'Camera off') =>
    page.locator('figure.vc-tile').getByRole('img', { name });

  it('mute and camera off are heard and seen by the other side, and undone', async () => {
    const [alice, bob] = await callBetween();
    expect(await tileIcon(bob, 'Muted').count()).toBe(0);
    // Sound and a lit picture arrive before anything is turned off.
    await expect.poll(() => remoteAudioEnergy(bob, 1500), { timeout: 15_000 }).toBeGreaterThan(0);
    expect(await remoteVideoBrightness(bob)).toBeGreaterThan(20);

    await alice.getByRole('button', { name: 'Mute' }).click();
    expect(await localTrackEnabled(alice, 'audio')).toBe(false);
    await expect.poll(() => tileIcon(bob, 'Muted').isVisible()).toBe(true);
    await expect.poll(() => remoteAudioEnergy(bob, 1500), { timeout: 15_000 }).toBe(0);

    // The camera by its shortcut, from the page (not the chat box).
    await alice.locator('body').click({ position: { x: 5, y: 5 } });
    await alice.keyboard.press('v');
    expect(await localTrackEnabled(alice, 'video')).toBe(false);
    await expect.poll(() => tileIcon(bob, 'Camera off').isVisible()).toBe(true);
    await expect.poll(() => remoteVideoBrightness(bob), { timeout: 15_000 }).toBeLessThan(3);
    expect(await alice.getByRole('button', { name: 'Camera on' }).getAttribute('title')).toBe(
      'Camera on (V)',
    );

    // Typing M in the chat box is a letter, not a shortcut.
    const message = alice.getByLabel('Message', { exact: true });
    await message.fill('');
    await message.press('m');
    expect(await message.inputValue()).toBe('m');
    expect(await localTrackEnabled(alice, 'audio')).toBe(false);

    await alice.getByRole('button', { name: 'Unmute' }).click();
    await alice.getByRole('button', { name: 'Camera on' }).click();
    await expect.poll(() => tileIcon(bob, 'Muted').count()).toBe(0);
    await expect.poll(() => tileIcon(bob, 'Camera off').count()).toBe(0);
    await expect.poll(() => remoteAudioEnergy(bob, 1500), { timeout: 15_000 }).toBeGreaterThan(0);
    await expect.poll(() => remoteVideoBrightness(bob), { timeout: 15_000 }).toBeGreaterThan(20);
    await alice.getByRole('button', { name: 'End Call' }).click();
    for (const list of errors) expect(list).toEqual([]);
  });

  it('on a 390 px phone the call is full-screen and the page never scrolls', async () => {
    const [carol, dave] = await callBetween(PHONE);
    await dave.getByRole('button', { name: 'Camera off' }).click();
    await dave.getByRole('button', { name: 'Mute' }).click();
    await expect.poll(() => tileIcon(carol, 'Camera off').isVisible()).toBe(true);

    const layout = () =>
      carol.evaluate(() => {
        const box = (selector: string) => document.querySelector(selector)?.getBoundingClientRect();
        const visible = (selector: string) => {
          const element = document.querySelector<HTMLElement>(selector);
          return !!element && element.offsetParent !== null;
        };
        return {
          scrollHeight: document.scrollingElement!.scrollHeight,
          innerHeight: window.innerHeight,
          navbar: visible('.app-navbar'),
          footer: visible('.app-footer'),
          stage: box('.vc-stage'),
          controls: box('.vc-controls'),
        };
      });
    const seen = await layout();
    expect(seen.scrollHeight).toBeLessThanOrEqual(seen.innerHeight);
    expect(seen.navbar).toBe(false);
    expect(seen.footer).toBe(false);
    // The video fills the screen and the controls float over its bottom.
    expect(seen.stage).toMatchObject({ x: 0, y: 0, width: PHONE.width, height: PHONE.height });
    expect(seen.controls!.bottom).toBe(PHONE.height);
    expect(seen.controls!.top).toBeGreaterThan(PHONE.height / 2);

    // The chat is a sheet: closed at first, opened by the Chat button, with the message box.
    const chat = carol.getByRole('region', { name: 'Call chat' });
    expect(await chat.isVisible()).toBe(false);
    await dave.getByRole('button', { name: 'Chat', exact: true }).click();
    await dave.getByLabel('Message', { exact: true }).fill('Hello from the phone');
    await dave.getByRole('button', { name: 'Send', exact: true }).click();
    await expect
      .poll(() => carol.getByRole('button', { name: /^Chat/ }).textContent())
      .toContain('1');
    await carol.getByRole('button', { name: /^Chat/ }).click();
    await expect.poll(() => chat.getByText('Hello from the phone').isVisible()).toBe(true);
    await expect
      .poll(() => carol.evaluate(() => document.activeElement?.getAttribute('aria-label')))
      .toBe('Message');
    const withSheet = await layout();
    expect(withSheet.scrollHeight).toBeLessThanOrEqual(withSheet.innerHeight);

    await screenshot(carol, 'video-call-phone-sheet');
    expect(await seriousViolations(carol)).toEqual([]);
    await carol.getByRole('button', { name: 'Close chat' }).click();
    expect(await lookAtPage(carol, 'video-call-controls')).toEqual([]);
    // Wide screens keep the navbar and fit the call under it, without a page scroll either.
    await carol.setViewportSize(DESKTOP);
    const wide = await layout();
    expect(wide.navbar).toBe(true);
    expect(wide.scrollHeight).toBeLessThanOrEqual(wide.innerHeight);
    for (const list of errors) expect(list).toEqual([]);
    // Eight screenshots with axe runs on a loaded machine.
  }, 240_000);
});
