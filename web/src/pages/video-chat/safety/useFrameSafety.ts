import { useEffect, useRef, useState } from 'react';
import { FRAME_PX, classifyFrame } from './frameClassifier';
import {
  initialFrameCheck,
  isBlurred,
  nextFrameCheck,
  type FrameCheckState,
  type FrameScores,
} from './frameVerdict';

/** About one sample a second; the first as soon as a frame is decoded (blur-first lifts fast). */
const SAMPLE_EVERY_MS = 1000;
const FIRST_FRAME_POLL_MS = 100;

/**
 * Samples a stranger's stream about once a second (in a hidden video of its own, so the tile's
 * element is untouched) and classifies each frame in the worker. Returns whether the tile is
 * blurred; calls `onUnsafe` with the last scores once several explicit frames came in a row.
 * With blur-first on and `holdMs` (a new or low-trust stranger), the tile also stays blurred
 * until holdMs after its first frame, however early a frame passes.
 */
export function useFrameSafety(
  stream: MediaStream | undefined,
  blurFirst: boolean,
  onUnsafe: (scores: FrameScores) => void,
  holdMs = 0,
): boolean {
  const [state, setState] = useState<FrameCheckState>(initialFrameCheck);
  const held = useHold(stream, holdMs);
  const unsafe = useRef(onUnsafe);
  useEffect(() => {
    unsafe.current = onUnsafe;
  }, [onUnsafe]);

  useEffect(() => {
    // Test seam: the e2e test measures the call's frame rate without any checking.
    if (!stream || window.__serendipFrameCheckOff) return;
    let stopped = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let current = initialFrameCheck;
    const video = document.createElement('video');
    video.muted = true;
    video.playsInline = true;
    video.srcObject = stream;
    void video.play().catch(() => {});
    const canvas = document.createElement('canvas');
    canvas.width = FRAME_PX;
    canvas.height = FRAME_PX;
    const context = canvas.getContext('2d', { willReadFrequently: true });

    const sample = async () => {
      if (stopped || !context) return;
      if (video.readyState < HTMLMediaElement.HAVE_CURRENT_DATA || video.videoWidth === 0) {
        timer = setTimeout(() => void sample(), FIRST_FRAME_POLL_MS);
        return;
      }
      context.drawImage(video, 0, 0, FRAME_PX, FRAME_PX);
      try {
        const scores = await classifyFrame(context.getImageData(0, 0, FRAME_PX, FRAME_PX));
        if (stopped) return;
        current = nextFrameCheck(current, scores);
        setState(current);
        if (current.closed) return unsafe.current(scores);
      } catch (error) {
        console.error('Frame check failed.', error);
      }
      timer = setTimeout(() => void sample(), SAMPLE_EVERY_MS);
    };
    void sample();
    return () => {
      stopped = true;
      clearTimeout(timer);
      video.srcObject = null;
    };
  }, [stream]);

  return !window.__serendipFrameCheckOff && (isBlurred(state, blurFirst) || (blurFirst && held));
}

/** True from the stream's arrival until holdMs later (false at once without a hold). */
function useHold(stream: MediaStream | undefined, holdMs: number): boolean {
  const [releasedFor, setReleasedFor] = useState<MediaStream | undefined>(undefined);
  useEffect(() => {
    if (!stream || holdMs <= 0) return;
    const timer = setTimeout(() => setReleasedFor(stream), holdMs);
    return () => clearTimeout(timer);
  }, [stream, holdMs]);
  return holdMs > 0 && !!stream && releasedFor !== stream;
}
