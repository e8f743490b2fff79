import { Alert, Button } from 'react-bootstrap';
import { ANONYMOUS_INTERESTS_MAX } from '@serendip/protocol';
import { StrangerMatchForm } from '../../components/StrangerMatchForm';
import { useTranslation } from '../../i18n/i18n';

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

/** Before a match: interests, the captcha, and 'Match with a Stranger'. */
export function MatchSetup({
  interests,
  onInterestsChange,
  captchaPassed,
  partnerLeft,
  error,
  onMatch,
}: MatchSetupProps) {
  const { t } = useTranslation();
  return (
    <div className="anon-setup">
      {partnerLeft && captchaPassed && (
        <div className="anon-rematch card card-body mb-3">
          <p className="mb-2 fw-semibold">{t('anonymous.partnerLeft')}</p>
          <Button size="lg" className="w-100" onClick={() => onMatch(null)}>
            {t('anonymous.findNew')}
          </Button>
        </div>
      )}
      <div className="card card-body">
        <p className="text-body-secondary">{t('anonymous.intro')}</p>
        {error && (
          <Alert variant="danger" role="alert">
            {error}
          </Alert>
        )}
        <StrangerMatchForm
          interests={interests}
          onInterestsChange={onInterestsChange}
          maxInterests={ANONYMOUS_INTERESTS_MAX}
          captchaPassed={captchaPassed}
          startLabel={t('anonymous.start')}
          onMatch={onMatch}
        />
        <p className="small text-body-secondary mt-2 mb-0">{t('anonymous.adults')}</p>
      </div>
    </div>
  );
}
