import { Button, Spinner } from 'react-bootstrap';
import { Icon } from '../../components/Icon';
import { StreamVideo } from '../../components/video/StreamVideo';
import type { MediaStatus } from './useLocalMedia';

interface LocalPreviewProps {
  stream: MediaStream | null;
  status: MediaStatus;
  onRetry: () => void;
  /** The small overlay of a call rather than the large preview before one. */
  compact?: boolean;
}

/** One's own camera, muted and mirrored like a mirror; or why it is missing. */
export function LocalPreview({ stream, status, onRetry, compact = false }: LocalPreviewProps) {
  return (
    <div className={`vc-local ${compact ? 'vc-local-compact' : 'vc-local-large'}`}>
      {stream ? (
        <StreamVideo stream={stream} muted className="vc-local-video" aria-label="Your camera" />
      ) : (
        <div className="vc-local-placeholder">
          {status === 'failed' ? (
            <>
              <Icon name="videoOff" size={compact ? 20 : 36} />
              {!compact && <p className="mb-2 mt-2">Camera and microphone are not available.</p>}
              <Button size="sm" variant="light" onClick={onRetry}>
                {compact ? 'Retry camera' : 'Try again'}
              </Button>
            </>
          ) : (
            <Spinner animation="border" size="sm" role="status">
              <span className="visually-hidden">Starting your camera…</span>
            </Spinner>
          )}
        </div>
      )}
      <span className="vc-tile-label">You</span>
    </div>
  );
}
