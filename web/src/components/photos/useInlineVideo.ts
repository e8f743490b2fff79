import { useEffect, type RefObject } from 'react';

/** Share of the video on screen from which it plays, and below which it pauses. */
const PLAY_RATIO = 0.6;
const PAUSE_RATIO = 0.25;

/**
 * The inline post videos on the page, in the order they came, each with the way to start it if
 * it may start on its own now (true when it did): one plays at a time.
 */
const players = new Map<HTMLVideoElement, () => boolean>();
/** Videos being paused by this code (scrolled away, another started), not by the person. */
const pausingByCode = new WeakSet<HTMLVideoElement>();

function pauseByCode(video: HTMLVideoElement): void {
  if (video.paused) return;
  pausingByCode.add(video);
  video.pause();
}

/** Muted playback starts on its own unless the person asked for less motion or less data. */
function mayStartOnItsOwn(): boolean {
  const reduced = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
  const saveData =
    (navigator as Navigator & { connection?: { saveData?: boolean } }).connection?.saveData ??
    false;
  return !reduced && !saveData;
}

/**
 * When a video goes (its dialog closed, its post left the page) or the tab comes back and none
 * plays, the first video on screen that may start on its own starts: a tile paused for the
 * video of its Post Details plays again once the details close.
 */
function startFirstOnScreen(): void {
  if ([...players.keys()].some((video) => !video.paused)) return;
  for (const start of players.values()) if (start()) return;
}

/**
 * True while a modal dialog is open that the video is not in. Covered, it is still "on screen"
 * for IntersectionObserver, and starting would stop the video the dialog shows.
 */
function behindModal(video: HTMLVideoElement): boolean {
  for (const dialog of document.querySelectorAll('[aria-modal="true"]'))
    if (!dialog.contains(video)) return true;
  return false;
}

/**
 * A post's video in a list: muted, starting when mostly on screen (poster until then), paused
 * when it scrolls away, the tab is hidden or another post's video starts; not started behind a
 * modal dialog, and started again when the video that stopped it goes or the tab comes back. A
 * pause by the person is respected: it does not start again on its own until they press play.
 */
export function useInlineVideo(ref: RefObject<HTMLVideoElement | null>): void {
  useEffect(() => {
    const video = ref.current;
    if (!video) return;
    // React does not keep the muted attribute in sync; the property is what browsers check.
    video.muted = true;
    video.defaultMuted = true;
    let pausedByPerson = false;
    /** From the latest intersection: mostly on screen (set at PLAY_RATIO, cleared below PAUSE_RATIO). */
    let onScreen = false;
    const start = () => {
      if (!onScreen || !video.paused || pausedByPerson) return false;
      if (document.hidden || behindModal(video) || !mayStartOnItsOwn()) return false;
      // Browsers may still refuse (a data saver): the poster and controls stay.
      video.play().catch(() => undefined);
      return true;
    };
    players.set(video, start);

    const pause = () => pauseByCode(video);
    const onPlay = () => {
      pausedByPerson = false;
      for (const other of players.keys()) if (other !== video) pauseByCode(other);
    };
    const onPause = () => {
      if (pausingByCode.has(video)) pausingByCode.delete(video);
      else if (!video.ended) pausedByPerson = true;
    };
    video.addEventListener('play', onPlay);
    video.addEventListener('pause', onPause);

    let observer: IntersectionObserver | undefined;
    if (typeof IntersectionObserver === 'function') {
      observer = new IntersectionObserver(
        (entries) => {
          // Entries queue up while the page is busy (a scroll away and back, a resize): the last
          // one is where the video is now, and acting on an older one would leave it paused.
          const entry = entries[entries.length - 1];
          if (!entry) return;
          if (entry.intersectionRatio < PAUSE_RATIO) {
            onScreen = false;
            pause();
          } else if (entry.intersectionRatio >= PLAY_RATIO) {
            onScreen = true;
            start();
          }
        },
        { threshold: [0, PAUSE_RATIO, PLAY_RATIO, 1] },
      );
      observer.observe(video);
    }
    const onVisibility = () => {
      if (document.hidden) pause();
      // Every video hears this; the first call starts one, and the others find it playing.
      else startFirstOnScreen();
    };
    document.addEventListener('visibilitychange', onVisibility);

    return () => {
      observer?.disconnect();
      document.removeEventListener('visibilitychange', onVisibility);
      video.removeEventListener('play', onPlay);
      video.removeEventListener('pause', onPause);
      players.delete(video);
      video.pause();
      // Once the dialog it was in has left the page too.
      setTimeout(startFirstOnScreen, 0);
    };
  }, [ref]);
}
