import { Button, Spinner } from 'react-bootstrap';
import { AdSlot } from '../../components/AdSlot';

interface WaitingPanelProps {
  /** The server gave up on shared interests and now matches with anyone. */
  widened: boolean;
  hasInterests: boolean;
  groupPreferred: boolean;
  onCancel: () => void;
}

/** While matching (SPEC §2): 'Matching...', what is happening, an ad, and Cancel. */
export function WaitingPanel({
  widened,
  hasInterests,
  groupPreferred,
  onCancel,
}: WaitingPanelProps) {
  let status = 'Looking for a stranger…';
  if (hasInterests) {
    status = widened
      ? 'No one with your interests right now — matching you with anyone…'
      : 'Looking for someone who shares your interests…';
  }
  return (
    <div className="vc-waiting card card-body text-center">
      <Spinner animation="grow" variant="primary" className="mx-auto mb-3" aria-hidden="true" />
      <h2 className="h4 fw-bold">Matching...</h2>
      <p className="text-body-secondary mb-1" role="status" aria-live="polite">
        {status}
      </p>
      {groupPreferred && (
        <p className="small text-body-secondary mb-0">You may also join a group call.</p>
      )}
      <div className="my-3">
        <AdSlot slot="video-waiting" />
      </div>
      <Button variant="outline-secondary" size="lg" className="w-100" onClick={onCancel}>
        Cancel
      </Button>
    </div>
  );
}
