// @vitest-environment jsdom
import { act, cleanup, render } from '@testing-library/react';
import { useRef } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useInlineVideo } from './useInlineVideo';

/** IntersectionObserver stand-in: the test says how much of each video is on screen. */
const observed = new Map<Element, IntersectionObserverCallback>();
class FakeObserver {
  constructor(private readonly callback: IntersectionObserverCallback) {}
  observe(target: Element) {
    observed.set(target, this.callback);
  }
  disconnect() {
    for (const [target, callback] of observed)
      if (callback === this.callback) observed.delete(target);
  }
}

/** One delivery of the observer; several ratios are changes queued since the last one, in order. */
function onScreen(video: HTMLVideoElement, ...ratios: number[]) {
  const callback = observed.get(video)!;
  const entries = ratios.map(
    (ratio) =>
      ({ intersectionRatio: ratio, target: video }) as unknown as IntersectionObserverEntry,
  );
  act(() => callback(entries, {} as IntersectionObserver));
}

/** jsdom has no media playback: play and pause flip `paused` and fire the events. */
function playable(video: HTMLVideoElement) {
  let paused = true;
  Object.defineProperty(video, 'paused', { get: () => paused });
  video.play = vi.fn(() => {
    paused = false;
    video.dispatchEvent(new Event('play'));
    return Promise.resolve();
  });
  video.pause = vi.fn(() => {
    if (paused) return;
    paused = true;
    video.dispatchEvent(new Event('pause'));
  });
}

function Player({ id }: { id: string }) {
  const ref = useRef<HTMLVideoElement>(null);
  useInlineVideo(ref);
  return <video ref={ref} data-testid={id} />;
}

function renderPlayers(...ids: string[]) {
  const videos: Record<string, HTMLVideoElement> = {};
  const view = render(
    <>
      {ids.map((id) => (
        <Player key={id} id={id} />
      ))}
    </>,
  );
  for (const id of ids) {
    videos[id] = view.getByTestId(id) as HTMLVideoElement;
    playable(videos[id]);
  }
  return videos;
}

describe('useInlineVideo', () => {
  beforeEach(() => {
    vi.stubGlobal('IntersectionObserver', FakeObserver);
    vi.stubGlobal('matchMedia', () => ({ matches: false }));
  });
  afterEach(() => {
    cleanup();
    observed.clear();
    vi.unstubAllGlobals();
  });

  it('is muted, plays when mostly on screen and pauses when scrolled away', () => {
    const { a } = renderPlayers('a');
    expect(a.muted).toBe(true);
    onScreen(a, 0.3);
    expect(a.paused).toBe(true);
    onScreen(a, 0.8);
    expect(a.paused).toBe(false);
    onScreen(a, 0.1);
    expect(a.paused).toBe(true);
    onScreen(a, 0.7);
    expect(a.paused).toBe(false);
  });

  it('plays one video at a time, and a pause by the person sticks', () => {
    const { a, b } = renderPlayers('a', 'b');
    onScreen(a, 1);
    onScreen(b, 1);
    expect([a.paused, b.paused]).toEqual([true, false]);
    // a was paused by the code, so it may start again on its own.
    onScreen(a, 0.9);
    expect([a.paused, b.paused]).toEqual([false, true]);

    act(() => a.pause());
    onScreen(a, 0);
    onScreen(a, 1);
    expect(a.paused).toBe(true);
    // Pressing play clears it.
    act(() => void a.play());
    onScreen(a, 0);
    onScreen(a, 1);
    expect(a.paused).toBe(false);
  });

  it('follows the latest of changes delivered together', () => {
    const { a } = renderPlayers('a');
    onScreen(a, 1);
    expect(a.paused).toBe(false);
    // Away and back before the observer's callback ran (a full-page screenshot, a quick flick).
    onScreen(a, 0, 1);
    expect(a.paused).toBe(false);
    onScreen(a, 1, 0);
    expect(a.paused).toBe(true);
  });

  it('does not start behind a modal dialog, and so leaves the one in it playing', () => {
    const view = render(
      <>
        <Player id="tile" />
        <div role="dialog" aria-modal="true">
          <Player id="details" />
        </div>
      </>,
    );
    const tile = view.getByTestId('tile') as HTMLVideoElement;
    const details = view.getByTestId('details') as HTMLVideoElement;
    playable(tile);
    playable(details);
    onScreen(details, 1);
    // Covered by the dialog, the tile is still reported on screen (a layout change re-reports it).
    onScreen(tile, 1);
    expect([tile.paused, details.paused]).toEqual([true, false]);
  });

  it('starts the tile again once the video of the dialog over it goes', async () => {
    const Page = ({ details }: { details: boolean }) => (
      <>
        <Player id="tile" />
        {details && (
          <div role="dialog" aria-modal="true">
            <Player id="details" />
          </div>
        )}
      </>
    );
    const view = render(<Page details={false} />);
    const tile = view.getByTestId('tile') as HTMLVideoElement;
    playable(tile);
    onScreen(tile, 1);
    expect(tile.paused).toBe(false);

    view.rerender(<Page details />);
    const details = view.getByTestId('details') as HTMLVideoElement;
    playable(details);
    onScreen(details, 1);
    expect([tile.paused, details.paused]).toEqual([true, false]);
    // The person pauses the details' video: the tile stays paused while the dialog is open.
    act(() => details.pause());
    await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
    expect(tile.paused).toBe(true);

    // Closed: nothing scrolled, so the observer says nothing new about the tile.
    view.rerender(<Page details={false} />);
    await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
    expect(tile.paused).toBe(false);
  });

  it('does not start again what the person paused, when a dialog closes or the tab returns', async () => {
    const { a, b } = renderPlayers('a', 'b');
    onScreen(a, 1);
    act(() => a.pause());
    onScreen(b, 1);
    expect(b.paused).toBe(false);
    // b scrolls away: a stays as the person left it.
    onScreen(b, 0);
    await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
    expect([a.paused, b.paused]).toEqual([true, true]);
  });

  it('pauses while the tab is hidden and plays again when it comes back', () => {
    const { a } = renderPlayers('a');
    onScreen(a, 1);
    let hidden = true;
    Object.defineProperty(document, 'hidden', { configurable: true, get: () => hidden });
    act(() => void document.dispatchEvent(new Event('visibilitychange')));
    expect(a.paused).toBe(true);
    hidden = false;
    act(() => void document.dispatchEvent(new Event('visibilitychange')));
    expect(a.paused).toBe(false);
    Object.defineProperty(document, 'hidden', { configurable: true, get: () => false });
  });

  it('never starts by itself with reduced motion', () => {
    vi.stubGlobal('matchMedia', () => ({ matches: true }));
    const { a } = renderPlayers('a');
    onScreen(a, 1);
    expect(a.paused).toBe(true);
  });
});
