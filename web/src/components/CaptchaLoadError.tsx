import { Button } from 'react-bootstrap';

/** A captcha whose script could not be fetched, with a retry. */
export function CaptchaLoadError({ onRetry }: { onRetry(): void }) {
  return (
    <div role="alert" className="text-danger small">
      The captcha could not be loaded.{' '}
      <Button variant="link" size="sm" className="p-0 align-baseline" onClick={onRetry}>
        Try again
      </Button>
    </div>
  );
}
