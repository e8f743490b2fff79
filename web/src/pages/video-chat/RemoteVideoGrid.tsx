import { Spinner } from 'react-bootstrap';
import { Icon } from '../../components/Icon';
import { StreamVideo } from '../../components/video/StreamVideo';
import { strangerLabel } from './callTexts';
import type { FrameScores } from './safety/frameVerdict';
import { useFrameSafety } from './safety/useFrameSafety';

interface RemoteVideoGridProps {
  /** Socket ids of the other members, in the order they joined. */
  members: string[];
  streams: Record<string, MediaStream>;
  states: Record<string, RTCPeerConnectionState>;
  onReport: (socketId: string) => void;
  /** Blur a stranger's tile until a frame passes the on-device check (the adult may turn it off). */
  blurFirst?: boolean;
  /** Several explicit frames in a row from this member. */
  onUnsafe?: (socketId: string, scores: FrameScores) => void;
}

const STATUS: Partial<Record<RTCPeerConnectionState, string>> = {
  new: 'Connecting…',
  connecting: 'Connecting…',
  disconnected: 'Reconnecting…',
  failed: 'Connection failed',
};

function RemoteTile(props: {
  socketId: string;
  stream: MediaStream | undefined;
  state: RTCPeerConnectionState | undefined;
  onReport: () => void;
  blurFirst: boolean;
  onUnsafe: (scores: FrameScores) => void;
}) {
  const { socketId, stream, state, onReport } = props;
  const blurred = useFrameSafety(stream, props.blurFirst, props.onUnsafe);
  const label = strangerLabel(socketId);
  const status = stream ? state && STATUS[state] : (STATUS[state ?? 'new'] ?? 'Connecting…');
  return (
    <figure
      className={blurred ? 'vc-tile vc-tile-blurred' : 'vc-tile'}
      aria-label={label}
      data-blurred={blurred}
    >
      <StreamVideo stream={stream ?? null} className="vc-tile-video" />
      {status && (
        <div className="vc-tile-status" role="status">
          {state !== 'failed' && <Spinner animation="border" size="sm" aria-hidden="true" />}
          <span>{status}</span>
        </div>
      )}
      <figcaption className="vc-tile-label">{label}</figcaption>
      <button
        type="button"
        className="vc-tile-report"
        aria-label={`Report ${label}`}
        title={`Report ${label}`}
        onClick={onReport}
      >
        <Icon name="flag" size={18} />
      </button>
    </figure>
  );
}

/** The other members' videos (SPEC §2): one to three tiles that share the stage. */
export function RemoteVideoGrid({
  members,
  streams,
  states,
  onReport,
  blurFirst = true,
  onUnsafe,
}: RemoteVideoGridProps) {
  return (
    <div className="vc-grid" data-count={Math.min(members.length, 3)}>
      {members.length === 0 && <p className="vc-grid-empty">Waiting for the others to join…</p>}
      {members.map((socketId) => (
        <RemoteTile
          key={socketId}
          socketId={socketId}
          stream={streams[socketId]}
          state={states[socketId]}
          onReport={() => onReport(socketId)}
          blurFirst={blurFirst}
          onUnsafe={(scores) => onUnsafe?.(socketId, scores)}
        />
      ))}
    </div>
  );
}
