import type { ReactNode } from 'react';
import { Button, Spinner } from 'react-bootstrap';
import { AdSlot } from './AdSlot';

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
  let status = 'Looking for a stranger…';
  if (hasInterests) {
    status = widened
      ? 'No one with your interests right now — matching you with anyone…'
      : 'Looking for someone who shares your interests…';
  }
  return (
    <div className={`${className} card card-body text-center`}>
      <Spinner animation="grow" variant="primary" className="mx-auto mb-3" aria-hidden="true" />
      <h2 className="h4 fw-bold">Matching...</h2>
      {/* mb-1 keeps a note close; without one the ad's margin gives the same gap. */}
      <p className="text-body-secondary mb-1" role="status" aria-live="polite">
        {status}
      </p>
      {children}
      <div className="my-3">
        <AdSlot slot={adSlot} />
      </div>
      <Button variant="outline-secondary" size="lg" className="w-100" onClick={onCancel}>
        Cancel
      </Button>
    </div>
  );
}
