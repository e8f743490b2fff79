import { useState } from 'react';
import { Button } from 'react-bootstrap';
import { Captcha } from './Captcha';
import { Icon } from './Icon';
import { InterestsEditor } from './InterestsEditor';
import { LanguagesEditor } from './matchLanguages/LanguagesEditor';
import { useTranslation } from '../i18n/i18n';

interface StrangerMatchFormProps {
  interests: string[];
  onInterestsChange: (interests: string[]) => void;
  maxInterests: number;
  /** This connection already passed the captcha: no new one is needed to requeue. */
  captchaPassed: boolean;
  /** Something else must happen before matching (the camera prompt): the button waits. */
  startBlocked?: boolean;
  /** The start button's text, e.g. 'Find a Match'. */
  startLabel: string;
  onMatch: (captchaPayload: string | null) => void;
}

/**
 * The set-up shared by text and video matching: interests, languages, captcha and the start
 * button.
 */
export function StrangerMatchForm({
  interests,
  onInterestsChange,
  maxInterests,
  captchaPassed,
  startBlocked = false,
  startLabel,
  onMatch,
}: StrangerMatchFormProps) {
  // A payload can be used once; a failed request remounts the screen and so the captcha.
  const [captchaPayload, setCaptchaPayload] = useState<string | null>(null);
  const { t } = useTranslation();
  const ready = !startBlocked && (captchaPassed || captchaPayload !== null);

  return (
    <>
      <InterestsEditor value={interests} onChange={onInterestsChange} maxCount={maxInterests} />
      <LanguagesEditor />
      <div className="stranger-match-captcha mt-3">
        {captchaPassed ? (
          <p className="small text-success mb-0 d-flex align-items-center gap-1">
            <Icon name="check" size={16} />
            {t('match.captchaSolved')}
          </p>
        ) : (
          <Captcha onVerify={setCaptchaPayload} onExpire={() => setCaptchaPayload(null)} />
        )}
      </div>
      <Button
        size="lg"
        className="stranger-match-start w-100 mt-3"
        disabled={!ready}
        onClick={() => onMatch(captchaPassed ? null : captchaPayload)}
      >
        {startLabel}
      </Button>
    </>
  );
}
