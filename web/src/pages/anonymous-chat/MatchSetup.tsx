import { useState } from 'react';
import { Alert, Button } from 'react-bootstrap';
import { ANONYMOUS_INTERESTS_MAX } from '@serendip/protocol';
import { Captcha } from '../../components/Captcha';
import { Icon } from '../../components/Icon';
import { InterestsEditor } from '../../components/InterestsEditor';

interface MatchSetupProps {
  interests: string[];
  onInterestsChange: (interests: string[]) => void;
  /** This connection already passed the captcha: no new one is needed to requeue. */
  captchaPassed: boolean;
  /** The previous stranger just left: offer a one-tap rematch. */
  partnerLeft: boolean;
  error: string | null;
  onMatch: (captchaPayload: string | null) => void;
}

/** Before a match (SPEC §2): interests, the captcha, and 'Match with a Stranger'. */
export function MatchSetup({
  interests,
  onInterestsChange,
  captchaPassed,
  partnerLeft,
  error,
  onMatch,
}: MatchSetupProps) {
  // A payload can be used once; a failed request remounts this screen and so the captcha.
  const [captchaPayload, setCaptchaPayload] = useState<string | null>(null);
  const ready = captchaPassed || captchaPayload !== null;

  return (
    <div className="anon-setup">
      {partnerLeft && captchaPassed && (
        <div className="anon-rematch card card-body mb-3">
          <p className="mb-2 fw-semibold">The stranger left the chat.</p>
          <Button size="lg" className="w-100" onClick={() => onMatch(null)}>
            Find a new stranger
          </Button>
        </div>
      )}
      <div className="card card-body">
        <p className="text-body-secondary">
          Chat one-to-one with a random stranger. No account needed. Add a few interests to meet
          someone who shares them.
        </p>
        {error && (
          <Alert variant="danger" role="alert">
            {error}
          </Alert>
        )}
        <InterestsEditor
          value={interests}
          onChange={onInterestsChange}
          maxCount={ANONYMOUS_INTERESTS_MAX}
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
          className="w-100 mt-3 anon-match-button"
          disabled={!ready}
          onClick={() => onMatch(captchaPassed ? null : captchaPayload)}
        >
          Match with a Stranger
        </Button>
        <p className="small text-body-secondary mt-2 mb-0">
          Be kind. By chatting you confirm you are 18 or older.
        </p>
      </div>
    </div>
  );
}
