import { Badge, Button } from 'react-bootstrap';
import { Icon } from '../../components/Icon';
import { SHORTCUTS } from './useCallShortcuts';
import type { MediaState } from './videoCallState';

interface CallControlsProps {
  canAddUser: boolean;
  /** One's own microphone and camera switches. */
  media: MediaState;
  onToggle: (kind: keyof MediaState) => void;
  onEnd: () => void;
  onSkip: () => void;
  onAddUser: () => void;
  onSettings: () => void;
  /** Phones: the call chat is a sheet this button opens (with unread messages counted). */
  chatSheet?: { open: boolean; unread: number; onToggle: () => void };
}

/**
 * The call's buttons (base set, mute, camera), each naming its shortcut. Large enough for a
 * thumb; on a phone they float over the video.
 */
export function CallControls(props: CallControlsProps) {
  const { canAddUser, media, onToggle, chatSheet } = props;
  const muteLabel = media.audio ? 'Mute' : 'Unmute';
  const cameraLabel = media.video ? 'Camera off' : 'Camera on';

  return (
    <div className="vc-controls" role="group" aria-label="Call controls" data-toast-avoid>
      <Button
        variant={media.audio ? 'outline-secondary' : 'warning'}
        className="vc-control vc-control-toggle"
        aria-keyshortcuts={SHORTCUTS.mute}
        title={`${muteLabel} (${SHORTCUTS.mute})`}
        onClick={() => onToggle('audio')}
      >
        <Icon name={media.audio ? 'mic' : 'micOff'} />
        <span>{muteLabel}</span>
      </Button>
      <Button
        variant={media.video ? 'outline-secondary' : 'warning'}
        className="vc-control vc-control-toggle"
        aria-keyshortcuts={SHORTCUTS.camera}
        title={`${cameraLabel} (${SHORTCUTS.camera})`}
        onClick={() => onToggle('video')}
      >
        <Icon name={media.video ? 'video' : 'videoOff'} />
        <span>{cameraLabel}</span>
      </Button>
      <Button
        variant="primary"
        className="vc-control"
        title={`Skip (${SHORTCUTS.skip})`}
        onClick={props.onSkip}
      >
        <Icon name="skip" />
        <span>Skip</span>
      </Button>
      <Button
        variant="outline-primary"
        className="vc-control"
        disabled={!canAddUser}
        onClick={props.onAddUser}
      >
        <Icon name="userPlus" />
        <span>Add User</span>
      </Button>
      {chatSheet && (
        <Button
          variant="outline-secondary"
          className="vc-control vc-control-chat"
          aria-expanded={chatSheet.open}
          aria-controls="vc-chat"
          onClick={chatSheet.onToggle}
        >
          <Icon name="chat" />
          <span>Chat</span>
          {chatSheet.unread > 0 && !chatSheet.open && (
            <Badge bg="danger" pill className="vc-control-badge">
              {chatSheet.unread}
              <span className="visually-hidden"> unread</span>
            </Badge>
          )}
        </Button>
      )}
      <Button
        variant="outline-secondary"
        className="vc-control vc-control-settings"
        aria-label="Camera and microphone settings"
        title="Camera and microphone settings"
        onClick={props.onSettings}
      >
        <Icon name="settings" />
        <span aria-hidden="true">Settings</span>
      </Button>
      <Button variant="danger" className="vc-control vc-control-end" onClick={props.onEnd}>
        <Icon name="phoneOff" />
        <span>End Call</span>
      </Button>
    </div>
  );
}
