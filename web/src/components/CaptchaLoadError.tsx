import { Button } from 'react-bootstrap';
import { useStrangersTranslation } from '../i18n/namespaces/strangers';

/** A captcha whose script could not be fetched, with a retry. */
export function CaptchaLoadError({ onRetry }: { onRetry(): void }) {
  const { t } = useStrangersTranslation();
  return (
    <div role="alert" className="text-danger small">
      {t('captcha.loadError')}{' '}
      <Button variant="link" size="sm" className="p-0 align-baseline" onClick={onRetry}>
        {t('captcha.tryAgain')}
      </Button>
    </div>
  );
}
