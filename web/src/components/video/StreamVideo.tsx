import { useEffect, useRef, useState, type VideoHTMLAttributes } from 'react';
import { useStrangersTranslation } from '../../i18n/namespaces/strangers';
import './streamVideo.css';

interface StreamVideoProps extends Omit<VideoHTMLAttributes<HTMLVideoElement>, 'src' | 'muted'> {
  stream: MediaStream | null;
  /** The local preview is muted (no echo of one's own voice). */
  muted?: boolean;
}

/**
 * A <video> showing a live MediaStream. When the browser refuses to start it on its own
 * (autoplay with sound before any tap), a 'Tap to play' button takes over.
 */
export function StreamVideo({ stream, muted = false, ...videoProps }: StreamVideoProps) {
  const { t } = useStrangersTranslation();
  const ref = useRef<HTMLVideoElement>(null);
  const [blocked, setBlocked] = useState(false);

  useEffect(() => {
    const video = ref.current;
    if (!video) return;
    // React does not keep the muted property in sync, and srcObject has no attribute at all.
    video.muted = muted;
    if (video.srcObject !== stream) video.srcObject = stream;
    if (!stream) return;
    const playing = video.play() as Promise<void> | undefined;
    playing?.then(
      () => setBlocked(false),
      (error: unknown) => {
        if (error instanceof DOMException && error.name === 'NotAllowedError') setBlocked(true);
      },
    );
  }, [stream, muted]);

  const play = () => {
    const video = ref.current;
    if (!video) return;
    void video.play().then(
      () => setBlocked(false),
      () => {},
    );
  };

  return (
    <>
      <video ref={ref} autoPlay playsInline muted={muted} {...videoProps} />
      {blocked && (
        <button type="button" className="stream-video-play btn btn-light" onClick={play}>
          {t('tile.tapToPlay')}
        </button>
      )}
    </>
  );
}
