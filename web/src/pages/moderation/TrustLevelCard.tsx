import { Alert, Badge, Card, ProgressBar } from 'react-bootstrap';
import type { TrustLevel, TrustSignal } from '@serendip/protocol';
import { api } from '../../api/http';
import { loadError, useApiQuery } from '../../api/queries';

const LEVELS: Record<TrustLevel, { label: string; variant: string; meaning: string }> = {
  new: {
    label: 'New',
    variant: 'secondary',
    meaning:
      'You are new here. You meet other new members first (anyone after a few seconds), cannot send images in anonymous chat for your first chats, and your video stays blurred a little longer for the strangers you meet.',
  },
  low: {
    label: 'Low',
    variant: 'danger',
    meaning:
      'Reports upheld against you or a recent sanction lowered your trust. You meet other new and low-trust members first, cannot send images for your first chats, and your video stays blurred longer for the strangers you meet.',
  },
  standard: {
    label: 'Standard',
    variant: 'primary',
    meaning: 'You meet anyone and can send images in anonymous chat.',
  },
  high: {
    label: 'High',
    variant: 'success',
    meaning: 'You are matched first when you and others wait, and can send images.',
  },
};

/** How each signal is named, and how to earn its points while it can still add some. */
const SIGNALS: Record<TrustSignal, { label: string; raise?: string }> = {
  accountAge: {
    label: 'Days since you joined',
    raise: 'Keep your account: every day adds a little.',
  },
  emailConfirmed: {
    label: 'E-mail confirmed (Google sign-in)',
    raise: 'Sign in with Google once: it confirms your e-mail address.',
  },
  completedConversations: {
    label: 'Stranger chats that ended without a report',
    raise: 'Chat with strangers for a minute or more, kindly: each chat nobody reports counts.',
  },
  friends: {
    label: 'Friends',
    raise: 'Make friends: each accepted friend request counts.',
  },
  upheldReportsMade: {
    label: 'Your reports that moderators upheld',
    raise: 'Report real abuse with a clear reason: upheld reports count.',
  },
  upheldReportsAgainst: { label: 'Reports against you that were upheld' },
  sanctions: { label: 'Warnings and sanctions in the last year' },
};

const points = (value: number) => (value > 0 ? `+${value}` : String(value));

/** One's trust level among strangers, what it changes, what it is made of and how to raise it. */
export function TrustLevelCard() {
  const read = useApiQuery({
    queryKey: ['account', 'trust'],
    queryFn: ({ signal }) => api.get('/api/account/trust', { signal }),
  });
  const trust = read.data ?? null;
  const error = loadError(read, 'Could not load your trust level.');
  if (error) return <Alert variant="warning">{error}</Alert>;
  if (!trust) return null;
  const level = LEVELS[trust.level];
  const ways = trust.signals.filter(
    (signal) => signal.pointsLeft > 0 && SIGNALS[signal.signal].raise,
  );
  const progress = trust.next
    ? Math.max(0, Math.min(100, (trust.score / trust.next.score) * 100))
    : 100;
  return (
    <Card className="mb-4" aria-labelledby="trust-title">
      <Card.Body>
        <Card.Title as="h2" id="trust-title" className="h5 d-flex align-items-center gap-2">
          Trust level <Badge bg={level.variant}>{level.label}</Badge>
        </Card.Title>
        <p className="mb-2">{level.meaning}</p>
        {trust.lowUntil && (
          <p className="small text-body-secondary">
            A recent sanction keeps your level low until{' '}
            {new Date(trust.lowUntil).toLocaleDateString()}.
          </p>
        )}
        {trust.limits.imagesLockedFor > 0 && (
          <p className="small">
            You can send images in anonymous chat after {trust.limits.imagesLockedFor} more{' '}
            {trust.limits.imagesLockedFor === 1 ? 'chat' : 'chats'} with strangers.
          </p>
        )}
        <div className="small text-body-secondary mb-1">
          {trust.next
            ? `${trust.score} points · ${LEVELS[trust.next.level].label} from ${trust.next.score}`
            : `${trust.score} points: the highest level`}
        </div>
        {/* As a child bar: only the inner element has the progressbar role and takes the name. */}
        <ProgressBar className="mb-3">
          <ProgressBar
            isChild
            now={progress}
            variant={level.variant}
            aria-label="Points toward the next level"
          />
        </ProgressBar>
        <table className="table table-sm small mb-3">
          <caption className="visually-hidden">What your trust level is made of</caption>
          <tbody>
            {trust.signals.map((signal) => (
              <tr key={signal.signal}>
                <th scope="row" className="fw-normal">
                  {SIGNALS[signal.signal].label}
                </th>
                <td className="text-end">{signal.count}</td>
                <td className="text-end text-nowrap">{points(signal.points)} pts</td>
              </tr>
            ))}
          </tbody>
        </table>
        {ways.length > 0 && (
          <>
            <h3 className="h6">How to raise it</h3>
            <ul className="small mb-0">
              {ways.map((signal) => (
                <li key={signal.signal}>
                  {SIGNALS[signal.signal].raise} (up to {points(signal.pointsLeft)} more)
                </li>
              ))}
            </ul>
          </>
        )}
      </Card.Body>
    </Card>
  );
}
