import type { ReactNode } from 'react';
import { Button, Spinner } from 'react-bootstrap';
import { AdSlot } from './AdSlot';
import { useStrangersTranslation } from '../i18n/namespaces/strangers';

interface MatchingPanelProps {
  /** The page's class for the card (its size and spinner). */
  className: string;
  /** The ad placement shown while waiting. */
  adSlot: string;
  /** The server gave up on shared interests and now matches with anyone. */
  widened: boolean;
  hasInterests: boolean;
  onCancel: () => void;
  /** A note under the status (e.g. that a group call may come instead). */
  children?: ReactNode;
}

/** While matching: 'Matching...', what is happening, an ad, and Cancel. */
export function MatchingPanel({
  className,
  adSlot,
  widened,
  hasInterests,
  onCancel,
  children,
}: MatchingPanelProps) {
  const { t } = useStrangersTranslation();
  let status = t('matching.anyone');
  if (hasInterests) status = widened ? t('matching.widened') : t('matching.interests');
  return (
    <div className={`${className} card card-body text-center`}>
      <Spinner animation="grow" variant="primary" className="mx-auto mb-3" aria-hidden="true" />
      <h2 className="h4 fw-bold">{t('matching.title')}</h2>
      {/* mb-1 keeps a note close; without one the ad's margin gives the same gap. */}
      <p className="text-body-secondary mb-1" role="status" aria-live="polite">
        {status}
      </p>
      {children}
      <div className="my-3">
        <AdSlot slot={adSlot} />
      </div>
      <Button variant="outline-secondary" size="lg" className="w-100" onClick={onCancel}>
        {t('matching.cancel')}
      </Button>
    </div>
  );
}
