import { Alert, Badge, Card, ProgressBar } from 'react-bootstrap';
import type { TrustLevel, TrustSignal } from '@serendip/protocol';
import { api } from '../../api/http';
import { loadError, useApiQuery } from '../../api/queries';
import { useFormat } from '../../i18n/format';
import { useStandingTranslation } from '../../i18n/namespaces/standing';

const VARIANT: Record<TrustLevel, string> = {
  new: 'secondary',
  low: 'danger',
  standard: 'primary',
  high: 'success',
};

/** The signals that can be raised by what one does (the others only fall with sanctions). */
const RAISABLE = new Set<TrustSignal>([
  'accountAge',
  'emailConfirmed',
  'completedConversations',
  'friends',
  'upheldReportsMade',
]);

/** One's trust level among strangers, what it changes, what it is made of and how to raise it. */
export function TrustLevelCard() {
  const { t } = useStandingTranslation();
  const format = useFormat();
  const read = useApiQuery({
    queryKey: ['account', 'trust'],
    queryFn: ({ signal }) => api.get('/api/account/trust', { signal }),
  });
  const trust = read.data ?? null;
  const error = loadError(read, t('trust.loadError'));
  if (error) return <Alert variant="warning">{error}</Alert>;
  if (!trust) return null;
  const variant = VARIANT[trust.level];
  const ways = trust.signals.filter(
    (signal) => signal.pointsLeft > 0 && RAISABLE.has(signal.signal),
  );
  const progress = trust.next
    ? Math.max(0, Math.min(100, (trust.score / trust.next.score) * 100))
    : 100;
  // Points carry their sign ("+5", "-10"), written as the language writes numbers.
  const points = (value: number) => format.number(value, { signDisplay: 'exceptZero' });
  const score = { count: trust.score, score: format.number(trust.score) };
  return (
    <Card className="mb-4" aria-labelledby="trust-title">
      <Card.Body>
        <Card.Title as="h2" id="trust-title" className="h5 d-flex align-items-center gap-2">
          {t('trust.heading')} <Badge bg={variant}>{t(`trust.levels.${trust.level}.label`)}</Badge>
        </Card.Title>
        <p className="mb-2">{t(`trust.levels.${trust.level}.meaning`)}</p>
        {trust.lowUntil && (
          <p className="small text-body-secondary">
            {t('trust.lowUntil', { date: format.date(trust.lowUntil) })}
          </p>
        )}
        {trust.limits.imagesLockedFor > 0 && (
          <p className="small">
            {t('trust.imagesLocked', { count: trust.limits.imagesLockedFor })}
          </p>
        )}
        <div className="small text-body-secondary mb-1">
          {trust.next
            ? t('trust.toNext', {
                ...score,
                level: t(`trust.levels.${trust.next.level}.label`),
                from: format.number(trust.next.score),
              })
            : t('trust.highest', score)}
        </div>
        {/* As a child bar: only the inner element has the progressbar role and takes the name. */}
        <ProgressBar className="mb-3">
          <ProgressBar isChild now={progress} variant={variant} aria-label={t('trust.progress')} />
        </ProgressBar>
        <table className="table table-sm small mb-3">
          <caption className="visually-hidden">{t('trust.madeOf')}</caption>
          <tbody>
            {trust.signals.map((signal) => (
              <tr key={signal.signal}>
                <th scope="row" className="fw-normal">
                  {t(`trust.signals.${signal.signal}.label`)}
                </th>
                <td className="text-end">{format.number(signal.count)}</td>
                <td className="text-end text-nowrap">
                  {t('trust.points', { points: points(signal.points) })}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
        {ways.length > 0 && (
          <>
            <h3 className="h6">{t('trust.howToRaise')}</h3>
            <ul className="small mb-0">
              {ways.map((signal) => (
                <li key={signal.signal}>
                  {t('trust.upTo', {
                    way: t(`trust.signals.${signal.signal}.raise`),
                    points: points(signal.pointsLeft),
                  })}
                </li>
              ))}
            </ul>
          </>
        )}
      </Card.Body>
    </Card>
  );
}
