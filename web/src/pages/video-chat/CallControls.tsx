import { Button } from 'react-bootstrap';
import { Icon } from '../../components/Icon';

interface CallControlsProps {
  canAddUser: boolean;
  onEnd: () => void;
  onSkip: () => void;
  onAddUser: () => void;
  onSettings: () => void;
}

/** The call's buttons (SPEC §2), large enough for a thumb at the bottom of a phone. */
export function CallControls({
  canAddUser,
  onEnd,
  onSkip,
  onAddUser,
  onSettings,
}: CallControlsProps) {
  return (
    <div className="vc-controls" role="group" aria-label="Call controls">
      <Button variant="danger" className="vc-control" onClick={onEnd}>
        <Icon name="phoneOff" />
        <span>End Call</span>
      </Button>
      <Button variant="primary" className="vc-control" onClick={onSkip}>
        <Icon name="skip" />
        <span>Skip</span>
      </Button>
      <Button
        variant="outline-primary"
        className="vc-control"
        disabled={!canAddUser}
        onClick={onAddUser}
      >
        <Icon name="userPlus" />
        <span>Add User</span>
      </Button>
      <Button
        variant="outline-secondary"
        className="vc-control vc-control-settings"
        aria-label="Camera and microphone settings"
        onClick={onSettings}
      >
        <Icon name="settings" />
        <span aria-hidden="true">Settings</span>
      </Button>
    </div>
  );
}
