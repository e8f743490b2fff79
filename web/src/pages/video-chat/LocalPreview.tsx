import { Button, Spinner } from 'react-bootstrap';
import { Icon } from '../../components/Icon';
import { StreamVideo } from '../../components/video/StreamVideo';
import { TileMediaIcons } from './RemoteVideoGrid';
import type { MediaStatus } from './useLocalMedia';
import type { MediaState } from './videoCallState';
import { useStrangersTranslation } from '../../i18n/namespaces/strangers';

interface LocalPreviewProps {
  stream: MediaStream | null;
  status: MediaStatus;
  onRetry: () => void;
  /** The small overlay of a call rather than the large preview before one. */
  compact?: boolean;
  /** One's microphone and camera switches (both on when absent). */
  media?: MediaState;
}

/** One's own camera, muted and mirrored like a mirror; or why it is missing. */
export function LocalPreview(props: LocalPreviewProps) {
  const { stream, status, onRetry, compact = false, media } = props;
  const { t } = useStrangersTranslation();
  const cameraOff = media?.video === false;
  return (
    <div className={`vc-local ${compact ? 'vc-local-compact' : 'vc-local-large'}`}>
      {stream ? (
        <StreamVideo
          stream={stream}
          muted
          className="vc-local-video"
          aria-label={t('tile.yourCamera')}
        />
      ) : (
        <div className="vc-local-placeholder">
          {status === 'failed' ? (
            <>
              <Icon name="videoOff" size={compact ? 20 : 36} />
              {!compact && <p className="mb-2 mt-2">{t('preview.unavailable')}</p>}
              <Button size="sm" variant="light" onClick={onRetry}>
                {compact ? t('preview.retry') : t('preview.tryAgain')}
              </Button>
            </>
          ) : (
            <Spinner animation="border" size="sm" role="status">
              <span className="visually-hidden">{t('preview.starting')}</span>
            </Spinner>
          )}
        </div>
      )}
      {stream && cameraOff && (
        <div className="vc-tile-camera-off-cover" aria-hidden="true">
          <Icon name="videoOff" size={compact ? 20 : 36} />
        </div>
      )}
      <span className="vc-tile-label">
        {t('tile.you')}
        <TileMediaIcons muted={media?.audio === false} cameraOff={cameraOff} />
      </span>
    </div>
  );
}
