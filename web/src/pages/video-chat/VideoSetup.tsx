import { useState, type ReactNode } from 'react';
import { Alert, Button, Form } from 'react-bootstrap';
import { VIDEO_CALL_MAX_MEMBERS, VIDEO_INTERESTS_MAX } from '@serendip/protocol';
import { Captcha } from '../../components/Captcha';
import { Icon } from '../../components/Icon';
import { InterestsEditor } from '../../components/InterestsEditor';
import { CallIcon } from '../../components/video/CallIcon';

interface VideoSetupProps {
  /** The large camera preview. */
  preview: ReactNode;
  /** The 'Hide my IP' switch and what it means. */
  hideIpSetting: ReactNode;
  /** The camera prompt has been answered (a call starts with whatever it gave). */
  mediaSettled: boolean;
  interests: string[];
  onInterestsChange: (interests: string[]) => void;
  groupPreferred: boolean;
  onGroupPreferredChange: (groupPreferred: boolean) => void;
  /** This connection already passed the captcha: no new one is needed to requeue. */
  captchaPassed: boolean;
  /** The last call just ended (everyone else left). */
  callEnded: boolean;
  error: string | null;
  onMatch: (captchaPayload: string | null) => void;
  onOpenSettings: () => void;
}

/** Before a call (SPEC §2): preview, 'Open to Group Chat', interests, captcha, 'Find a Match'. */
export function VideoSetup(props: VideoSetupProps) {
  const { interests, onInterestsChange, groupPreferred, onGroupPreferredChange } = props;
  const { captchaPassed, callEnded, error, onMatch } = props;
  // A payload can be used once; a failed request remounts this screen and so the captcha.
  const [captchaPayload, setCaptchaPayload] = useState<string | null>(null);
  const ready = props.mediaSettled && (captchaPassed || captchaPayload !== null);

  return (
    <div className="vc-setup">
      <div className="vc-setup-preview">
        {props.preview}
        <Button
          variant="light"
          className="vc-preview-settings"
          aria-label="Camera and microphone settings"
          onClick={props.onOpenSettings}
        >
          <CallIcon name="settings" />
        </Button>
      </div>
      <div className="vc-setup-form card card-body">
        {callEnded && (
          <Alert variant="info" className="py-2">
            The call has ended. Find a Match to meet someone new.
          </Alert>
        )}
        {error && (
          <Alert variant="danger" role="alert">
            {error}
          </Alert>
        )}
        <Form.Check
          type="switch"
          id="vc-group"
          className="vc-switch mb-1"
          label="Open to Group Chat"
          checked={groupPreferred}
          onChange={(event) => onGroupPreferredChange(event.target.checked)}
        />
        <p className="small text-body-secondary mb-2">
          Group calls have up to {VIDEO_CALL_MAX_MEMBERS} people, all seeing each other.
        </p>
        <div className="mb-3">{props.hideIpSetting}</div>
        <InterestsEditor
          value={interests}
          onChange={onInterestsChange}
          maxCount={VIDEO_INTERESTS_MAX}
        />
        <div className="mt-3">
          {captchaPassed ? (
            <p className="small text-success mb-0">
              <Icon name="check" size={16} className="me-1" />
              Captcha solved for this session.
            </p>
          ) : (
            <Captcha onVerify={setCaptchaPayload} onExpire={() => setCaptchaPayload(null)} />
          )}
        </div>
        <Button
          size="lg"
          className="w-100 mt-3 vc-match-button"
          disabled={!ready}
          onClick={() => onMatch(captchaPassed ? null : captchaPayload)}
        >
          Find a Match
        </Button>
        <p className="small text-body-secondary mt-2 mb-0">
          Be kind. Calls are not recorded. By joining you confirm you are 18 or older.
        </p>
      </div>
    </div>
  );
}
