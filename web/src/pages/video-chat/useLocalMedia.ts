import { useCallback, useEffect, useRef, useState } from 'react';
import { useToast } from '../../components/Toasts';
import { mediaErrorText, switchErrorText } from './callTexts';
import type { MediaState } from './videoCallState';

export type MediaStatus = 'pending' | 'ready' | 'failed';
export type InputKind = 'videoinput' | 'audioinput';

/** Enough for a mesh of up to three uploads; phones in portrait turn it round themselves. */
const VIDEO: MediaTrackConstraints = {
  width: { ideal: 640 },
  height: { ideal: 480 },
  facingMode: 'user',
};

/** Turns a track off (silence or black frames go out) or on, as the person's switch says. */
function applySwitches(stream: MediaStream | null, on: MediaState): void {
  stream?.getTracks().forEach((track) => {
    track.enabled = track.kind === 'audio' ? on.audio : on.video;
  });
}

export function stopTracks(stream: MediaStream | null): void {
  stream?.getTracks().forEach((track) => track.stop());
}

/** The device a stream's track of that kind comes from (for the settings' selects). */
export function deviceIdOf(stream: MediaStream | null, kind: InputKind): string | undefined {
  const mediaKind = kind === 'videoinput' ? 'video' : 'audio';
  return stream
    ?.getTracks()
    .find((track) => track.kind === mediaKind)
    ?.getSettings().deviceId;
}

async function acquire(constraints: MediaStreamConstraints): Promise<MediaStream> {
  if (!navigator.mediaDevices?.getUserMedia) throw new Error('getUserMedia is not available.');
  return navigator.mediaDevices.getUserMedia(constraints);
}

/**
 * The camera and microphone: acquired when the page opens (the preview), switched live from
 * the settings, and stopped when the page closes.
 */
export function useLocalMedia() {
  const { showToast } = useToast();
  const [stream, setStream] = useState<MediaStream | null>(null);
  const [status, setStatus] = useState<MediaStatus>('pending');
  const [tries, setTries] = useState(0);
  // Microphone and camera switches (mute, camera off): they outlive device switches and retries.
  const [switches, setSwitches] = useState<MediaState>({ audio: true, video: true });
  const switchesRef = useRef(switches);
  const streamRef = useRef<MediaStream | null>(null);
  const mounted = useRef(true);

  useEffect(() => {
    mounted.current = true;
    let active = true;
    acquire({ video: VIDEO, audio: true }).then(
      (acquired) => {
        if (!active) return stopTracks(acquired);
        applySwitches(acquired, switchesRef.current);
        streamRef.current = acquired;
        setStream(acquired);
        setStatus('ready');
      },
      (error: unknown) => {
        if (!active) return;
        console.warn('getUserMedia failed.', error);
        showToast(mediaErrorText(), 'danger');
        setStatus('failed');
      },
    );
    return () => {
      active = false;
      mounted.current = false;
      stopTracks(streamRef.current);
      streamRef.current = null;
    };
  }, [tries, showToast]);

  /** Asks for the camera and microphone again (after the user fixed the permissions). */
  const retry = useCallback(() => {
    setStatus('pending');
    setTries((count) => count + 1);
  }, []);

  /**
   * Opens `deviceId` and hands its track to `apply` (which swaps it into the calls); only then
   * is the old track stopped and the preview updated. Returns whether it worked.
   */
  const switchDevice = useCallback(
    async (
      kind: InputKind,
      deviceId: string,
      apply: (track: MediaStreamTrack) => Promise<void>,
    ): Promise<boolean> => {
      const mediaKind = kind === 'videoinput' ? 'video' : 'audio';
      const current = streamRef.current;
      const old = current?.getTracks().find((track) => track.kind === mediaKind) ?? null;
      const wanted = mediaKind === 'video' ? { ...VIDEO, facingMode: undefined } : {};
      const constraints = { [mediaKind]: { ...wanted, deviceId: { exact: deviceId } } };
      let fresh: MediaStream | null = null;
      try {
        try {
          fresh = await acquire(constraints);
        } catch (error) {
          // Many phones open one camera at a time: free the current one and try once more.
          if (!old) throw error;
          old.stop();
          fresh = await acquire(constraints);
        }
        const track = fresh.getTracks()[0];
        if (!track) throw new Error('The device gave no track.');
        applySwitches(fresh, switchesRef.current);
        await apply(track);
        if (!mounted.current) {
          stopTracks(fresh);
          return false;
        }
        old?.stop();
        const kept = current?.getTracks().filter((other) => other !== old) ?? [];
        const next = new MediaStream([...kept, track]);
        streamRef.current = next;
        setStream(next);
        setStatus('ready');
        return true;
      } catch (error) {
        console.warn('Switching the device failed.', error);
        stopTracks(fresh);
        if (mounted.current) showToast(switchErrorText(), 'danger');
        return false;
      }
    },
    [showToast],
  );

  /** Mutes or unmutes the microphone ('audio'), or turns the camera off or on ('video'). */
  const toggle = useCallback((kind: keyof MediaState) => {
    const next = { ...switchesRef.current, [kind]: !switchesRef.current[kind] };
    switchesRef.current = next;
    applySwitches(streamRef.current, next);
    setSwitches(next);
  }, []);

  return { stream, status, retry, switchDevice, switches, toggle };
}
