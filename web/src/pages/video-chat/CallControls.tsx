import { Badge, Button } from 'react-bootstrap';
import { Icon } from '../../components/Icon';
import { SHORTCUTS } from './useCallShortcuts';
import type { MediaState } from './videoCallState';
import { useStrangersTranslation } from '../../i18n/namespaces/strangers';

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
  /** Show each control's word under its icon on a phone (first call). */
  labelled?: boolean;
}

/**
 * The call's buttons (base set, mute, camera), each naming its shortcut. Large enough for a
 * thumb; on a phone they float over the video.
 */
export function CallControls(props: CallControlsProps) {
  const { canAddUser, media, onToggle, chatSheet } = props;
  const { t } = useStrangersTranslation();
  const muteLabel = media.audio ? t('controls.mute') : t('controls.unmute');
  const cameraLabel = media.video ? t('controls.cameraOff') : t('controls.cameraOn');
  const skipLabel = t('controls.skip');
  const settingsLabel = t('video.deviceSettings');
  const withShortcut = (label: string, key: string) => t('controls.withShortcut', { label, key });
  const unread = chatSheet && chatSheet.unread > 0 && !chatSheet.open ? chatSheet.unread : 0;

  return (
    <div
      className={`vc-controls ${props.labelled ? 'vc-controls-labelled' : ''}`}
      role="group"
      aria-label={t('controls.label')}
      data-toast-avoid
    >
      <Button
        variant={media.audio ? 'outline-secondary' : 'warning'}
        className="vc-control vc-control-toggle"
        aria-label={muteLabel}
        aria-keyshortcuts={SHORTCUTS.mute}
        title={withShortcut(muteLabel, SHORTCUTS.mute)}
        onClick={() => onToggle('audio')}
      >
        <Icon name={media.audio ? 'mic' : 'micOff'} />
        <span className="vc-control-label">{muteLabel}</span>
      </Button>
      <Button
        variant={media.video ? 'outline-secondary' : 'warning'}
        className="vc-control vc-control-toggle"
        aria-label={cameraLabel}
        aria-keyshortcuts={SHORTCUTS.camera}
        title={withShortcut(cameraLabel, SHORTCUTS.camera)}
        onClick={() => onToggle('video')}
      >
        <Icon name={media.video ? 'video' : 'videoOff'} />
        <span className="vc-control-label">{cameraLabel}</span>
      </Button>
      <Button
        variant="primary"
        className="vc-control"
        aria-label={skipLabel}
        title={withShortcut(skipLabel, t('controls.escTwice'))}
        onClick={props.onSkip}
      >
        <Icon name="skip" />
        <span className="vc-control-label">{skipLabel}</span>
      </Button>
      <Button
        variant="outline-primary"
        className="vc-control"
        aria-label={t('controls.addUser')}
        disabled={!canAddUser}
        onClick={props.onAddUser}
      >
        <Icon name="userPlus" />
        <span className="vc-control-label">{t('controls.addUser')}</span>
      </Button>
      {chatSheet && (
        <Button
          variant="outline-secondary"
          className="vc-control vc-control-chat"
          aria-label={unread > 0 ? t('controls.chatUnread', { count: unread }) : t('controls.chat')}
          aria-expanded={chatSheet.open}
          aria-controls="vc-chat"
          onClick={chatSheet.onToggle}
        >
          <Icon name="chat" />
          <span className="vc-control-label">{t('controls.chat')}</span>
          {unread > 0 && (
            <Badge bg="danger" pill className="vc-control-badge" aria-hidden="true">
              {unread}
            </Badge>
          )}
        </Button>
      )}
      <Button
        variant="outline-secondary"
        className="vc-control vc-control-settings"
        aria-label={settingsLabel}
        title={settingsLabel}
        onClick={props.onSettings}
      >
        <Icon name="settings" />
        <span className="vc-control-label" aria-hidden="true">
          {t('controls.settings')}
        </span>
      </Button>
      <Button
        variant="danger"
        className="vc-control vc-control-end"
        aria-label={t('controls.endCall')}
        onClick={props.onEnd}
      >
        <Icon name="phoneOff" />
        <span className="vc-control-label">{t('controls.endCall')}</span>
      </Button>
    </div>
  );
}
