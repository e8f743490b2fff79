import { Children, type ReactNode } from 'react';
import { Spinner } from 'react-bootstrap';
import { Icon } from '../../components/Icon';
import { StreamVideo } from '../../components/video/StreamVideo';
import { strangerLabel } from './callTexts';
import type { FrameScores } from './safety/frameVerdict';
import type { MediaState } from './videoCallState';
import { useFrameSafety } from './safety/useFrameSafety';
import { useStrangersTranslation } from '../../i18n/namespaces/strangers';

interface RemoteVideoGridProps {
  /** Socket ids of the other members, in the order they joined. */
  members: string[];
  streams: Record<string, MediaStream>;
  states: Record<string, RTCPeerConnectionState>;
  /** What members told about their microphone and camera (absent: both on). */
  media?: Record<string, MediaState>;
  onReport: (socketId: string) => void;
  /** Blur a stranger's tile until a frame passes the on-device check (the adult may turn it off). */
  blurFirst?: boolean;
  /** Members whose tile stays blurred this many ms longer from its first frame (new or low trust). */
  extraBlurMs?: Record<string, number>;
  /** Several explicit frames in a row from this member. */
  onUnsafe?: (socketId: string, scores: FrameScores) => void;
  /** Further cells after the members' tiles: one's own picture, a seat kept for a newcomer. */
  children?: ReactNode;
}

/** A tile's connection status (the key of its text), while it is not simply connected. */
const STATUS: Partial<Record<RTCPeerConnectionState, string>> = {
  new: 'tile.connecting',
  connecting: 'tile.connecting',
  disconnected: 'tile.reconnecting',
  failed: 'tile.failed',
};

/** Icons on a tile's label for a muted microphone or a camera turned off (named for readers). */
export function TileMediaIcons({ muted, cameraOff }: { muted: boolean; cameraOff: boolean }) {
  const { t } = useStrangersTranslation();
  return (
    <>
      {muted && (
        <span
          className="vc-tile-icon"
          role="img"
          aria-label={t('tile.muted')}
          title={t('tile.muted')}
        >
          <Icon name="micOff" size={14} />
        </span>
      )}
      {cameraOff && (
        <span
          className="vc-tile-icon"
          role="img"
          aria-label={t('tile.cameraOff')}
          title={t('tile.cameraOff')}
        >
          <Icon name="videoOff" size={14} />
        </span>
      )}
    </>
  );
}

function RemoteTile(props: {
  socketId: string;
  stream: MediaStream | undefined;
  state: RTCPeerConnectionState | undefined;
  media: MediaState | undefined;
  onReport: () => void;
  blurFirst: boolean;
  extraBlurMs: number;
  onUnsafe: (scores: FrameScores) => void;
}) {
  const { socketId, stream, state, onReport } = props;
  const { t } = useStrangersTranslation();
  const blurred = useFrameSafety(stream, props.blurFirst, props.onUnsafe, props.extraBlurMs);
  const label = strangerLabel(socketId);
  const statusKey = stream ? state && STATUS[state] : (STATUS[state ?? 'new'] ?? 'tile.connecting');
  const status = statusKey ? t(statusKey) : undefined;
  const muted = props.media?.audio === false;
  const cameraOff = props.media?.video === false;
  return (
    <figure
      className={`vc-tile ${blurred ? 'vc-tile-blurred' : ''} ${cameraOff ? 'vc-tile-camera-off' : ''}`}
      aria-label={label}
      data-blurred={blurred}
    >
      <StreamVideo stream={stream ?? null} className="vc-tile-video" />
      {cameraOff && (
        <div className="vc-tile-camera-off-cover" aria-hidden="true">
          <Icon name="videoOff" size={40} />
          <span>{t('tile.cameraOff')}</span>
        </div>
      )}
      {status && (
        <div className="vc-tile-status" role="status">
          {state !== 'failed' && <Spinner animation="border" size="sm" aria-hidden="true" />}
          <span>{status}</span>
        </div>
      )}
      <figcaption className="vc-tile-label">
        {label}
        <TileMediaIcons muted={muted} cameraOff={cameraOff} />
      </figcaption>
      <button
        type="button"
        className="vc-tile-report"
        data-toast-avoid
        aria-label={t('tile.report', { name: label })}
        title={t('tile.report', { name: label })}
        onClick={onReport}
      >
        <Icon name="flag" size={18} />
      </button>
    </figure>
  );
}

/** The other members' videos (one to three tiles that share the stage), then any extra cells. */
export function RemoteVideoGrid({
  members,
  streams,
  states,
  media = {},
  onReport,
  blurFirst = true,
  extraBlurMs = {},
  onUnsafe,
  children,
}: RemoteVideoGridProps) {
  const { t } = useStrangersTranslation();
  const cells = members.length + Children.toArray(children).length;
  return (
    <div className="vc-grid" data-count={Math.min(cells, 4)}>
      {members.length === 0 && <p className="vc-grid-empty">{t('video.waitingOthers')}</p>}
      {members.map((socketId) => (
        <RemoteTile
          key={socketId}
          socketId={socketId}
          stream={streams[socketId]}
          state={states[socketId]}
          media={media[socketId]}
          onReport={() => onReport(socketId)}
          blurFirst={blurFirst}
          extraBlurMs={extraBlurMs[socketId] ?? 0}
          onUnsafe={(scores) => onUnsafe?.(socketId, scores)}
        />
      ))}
      {children}
    </div>
  );
}
