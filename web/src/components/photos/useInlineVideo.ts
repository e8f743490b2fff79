import { useEffect, type RefObject } from 'react';

/** Share of the video on screen from which it plays, and below which it pauses. */
const PLAY_RATIO = 0.6;
const PAUSE_RATIO = 0.25;

/** The inline post videos on the page: one plays at a time. */
const players = new Set<HTMLVideoElement>();
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
 * when it scrolls away or another post's video starts; not started behind a modal dialog. A pause
 * by the person is respected: it does not start again on its own until they press play.
 */
export function useInlineVideo(ref: RefObject<HTMLVideoElement | null>): void {
  useEffect(() => {
    const video = ref.current;
    if (!video) return;
    // React does not keep the muted attribute in sync; the property is what browsers check.
    video.muted = true;
    video.defaultMuted = true;
    players.add(video);
    let pausedByPerson = false;

    const pause = () => pauseByCode(video);
    const onPlay = () => {
      pausedByPerson = false;
      for (const other of players) if (other !== video) pauseByCode(other);
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
          if (entry.intersectionRatio < PAUSE_RATIO) pause();
          else if (
            entry.intersectionRatio >= PLAY_RATIO &&
            video.paused &&
            !pausedByPerson &&
            !document.hidden &&
            !behindModal(video) &&
            mayStartOnItsOwn()
          ) {
            // Browsers may still refuse (a data saver): the poster and controls stay.
            video.play().catch(() => undefined);
          }
        },
        { threshold: [0, PAUSE_RATIO, PLAY_RATIO, 1] },
      );
      observer.observe(video);
    }
    const onHidden = () => {
      if (document.hidden) pause();
    };
    document.addEventListener('visibilitychange', onHidden);

    return () => {
      observer?.disconnect();
      document.removeEventListener('visibilitychange', onHidden);
      video.removeEventListener('play', onPlay);
      video.removeEventListener('pause', onPause);
      players.delete(video);
      video.pause();
    };
  }, [ref]);
}
