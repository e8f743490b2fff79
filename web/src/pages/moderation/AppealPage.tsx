import { Alert, Container, Spinner } from 'react-bootstrap';
import { Link, useParams } from 'react-router';
import { loadError, useApiQuery } from '../../api/queries';
import { useStandingTranslation } from '../../i18n/namespaces/standing';
import { usePageTitle } from '../../session/usePageTitle';
import { moderationApi } from './moderationApi';
import { SuspensionScreen } from './SuspensionScreen';
import { StatementCard } from './StatementCard';

/**
 * /appeal/:token: a decision named by the appeal token of its statement, for someone who is not
 * signed in (a visitor, or a link kept from a refusal); it shows the same suspension screen, or
 * the statement card once the decision no longer restricts (one appeal per decision, within 6
 * months).
 */
export default function AppealPage() {
  const { t } = useStandingTranslation();
  usePageTitle(t('appealPage.title'));
  const token = useParams().token ?? '';
  const read = useApiQuery({
    queryKey: ['appeal', token],
    queryFn: ({ signal }) => moderationApi.statementByToken(token, signal),
  });
  const statement = read.data?.statement ?? null;
  const error = loadError(read, t('appealPage.invalid'));
  const restricted = statement?.decision === 'suspension' || statement?.decision === 'ban';
  return (
    <Container className="py-4" style={{ maxWidth: 720 }}>
      <h1 className="h3">{t('appealPage.title')}</h1>
      {error && (
        <Alert variant="danger">
          {error} <Link to="/login">{t('appealPage.backToLogin')}</Link>
        </Alert>
      )}
      {!statement && !error && (
        <div role="status" className="py-3">
          <Spinner animation="border" size="sm" aria-hidden="true" />
          <span className="visually-hidden">{t('appealPage.loading')}</span>
        </div>
      )}
      {statement &&
        (restricted && !statement.liftedAt ? (
          <SuspensionScreen statement={statement} />
        ) : (
          <StatementCard statement={statement} />
        ))}
    </Container>
  );
}
