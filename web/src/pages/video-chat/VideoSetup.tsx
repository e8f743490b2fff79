import type { ReactNode } from 'react';
import { Alert, Button, Form } from 'react-bootstrap';
import { VIDEO_CALL_MAX_MEMBERS, VIDEO_INTERESTS_MAX } from '@serendip/protocol';
import { Icon } from '../../components/Icon';
import { StrangerMatchForm } from '../../components/StrangerMatchForm';
import { useStrangersTranslation } from '../../i18n/namespaces/strangers';

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
  /** We left the last call by reporting someone in it. */
  leftAfterReport: boolean;
  error: string | null;
  onMatch: (captchaPayload: string | null) => void;
  onOpenSettings: () => void;
}

/** Before a call: preview, 'Open to Group Chat', interests, captcha, 'Find a Match'. */
export function VideoSetup(props: VideoSetupProps) {
  const { interests, onInterestsChange, groupPreferred, onGroupPreferredChange } = props;
  const { callEnded, leftAfterReport, error } = props;
  const { t } = useStrangersTranslation();

  return (
    <div className="vc-setup">
      <div className="vc-setup-preview">
        {props.preview}
        <Button
          variant="light"
          className="vc-preview-settings"
          aria-label={t('video.deviceSettings')}
          onClick={props.onOpenSettings}
        >
          <Icon name="settings" />
        </Button>
      </div>
      <div className="vc-setup-form card card-body">
        {leftAfterReport && (
          <Alert variant="info" className="py-2" role="status">
            {t('video.leftAfterReport')}
          </Alert>
        )}
        {callEnded && (
          <Alert variant="info" className="py-2">
            {t('video.callEnded')}
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
          label={t('video.group')}
          checked={groupPreferred}
          onChange={(event) => onGroupPreferredChange(event.target.checked)}
        />
        <p className="small text-body-secondary mb-2">
          {t('video.groupHint', { max: VIDEO_CALL_MAX_MEMBERS })}
        </p>
        <div className="mb-3">{props.hideIpSetting}</div>
        <StrangerMatchForm
          interests={interests}
          onInterestsChange={onInterestsChange}
          maxInterests={VIDEO_INTERESTS_MAX}
          captchaPassed={props.captchaPassed}
          startBlocked={!props.mediaSettled}
          startLabel={t('video.findMatch')}
          onMatch={props.onMatch}
        />
        <p className="vc-age-note small text-body-secondary mt-2 mb-0">{t('video.ageNote')}</p>
      </div>
    </div>
  );
}
