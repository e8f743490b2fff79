import { Alert, Container, Spinner } from 'react-bootstrap';
import { Trans } from 'react-i18next';
import { Link } from 'react-router';
import type { Statement } from '@serendip/protocol';
import { loadError, queryClient, useApiQuery } from '../../api/queries';
import { restrictsAccount } from '../../api/restriction';
import { useStandingTranslation } from '../../i18n/namespaces/standing';
import { useAuth } from '../../session/AuthContext';
import { usePageTitle } from '../../session/usePageTitle';
import { moderationApi } from './moderationApi';
import { StatementCard } from './StatementCard';
import { TrustLevelCard } from './TrustLevelCard';
import { SuspensionScreen } from './SuspensionScreen';

const STANDING_KEY = ['account', 'standing'];

/**
 * /account/standing: the suspension or ban in force (the one suspension screen, with its
 * appeal), then every decision about the account with its statement. Reading it also brings
 * the session's restriction up to date (a reversal or an appeal made elsewhere shows here).
 * Built of cards, so further facts about one's standing slot in between.
 */
export default function StandingPage() {
  const { t } = useStandingTranslation();
  usePageTitle(t('page.title'));
  const { restriction, setRestriction } = useAuth();
  const standing = useApiQuery({
    queryKey: STANDING_KEY,
    queryFn: async ({ signal }) => {
      const { sanctions } = await moderationApi.standing(signal);
      setRestriction(sanctions.find((statement) => restrictsAccount(statement)) ?? null);
      return sanctions;
    },
  });
  const statements = standing.data ?? null;
  const error = loadError(standing, t('page.loadError'));
  const appealed = (statement: Statement) => {
    setRestriction(statement);
    queryClient.setQueryData<Statement[]>(STANDING_KEY, (list) =>
      list?.map((item) => (item._id === statement._id ? statement : item)),
    );
  };
  return (
    <Container className="py-4" style={{ maxWidth: 760 }}>
      <h1 className="h3">{t('page.title')}</h1>
      <p className="text-body-secondary">
        <Trans t={t} i18nKey="page.intro" components={{ guidelines: <Link to="/community" /> }} />
      </p>
      {restriction && (
        <SuspensionScreen key={restriction._id} statement={restriction} onAppealed={appealed} />
      )}
      {/* A restricted account may read its standing and appeal, not its trust level. */}
      {!restriction && <TrustLevelCard />}
      {error && <Alert variant="danger">{error}</Alert>}
      {!statements && !error && (
        <Spinner animation="border" role="status">
          <span className="visually-hidden">{t('page.loading')}</span>
        </Spinner>
      )}
      {statements && (
        <DecisionHistory
          statements={statements.filter((statement) => statement._id !== restriction?._id)}
          restricted={Boolean(restriction)}
        />
      )}
    </Container>
  );
}

/** Earlier and other decisions, newest first; or that the account is in good standing. */
function DecisionHistory({
  statements,
  restricted,
}: {
  statements: Statement[];
  restricted: boolean;
}) {
  const { t } = useStandingTranslation();
  if (statements.length === 0)
    return restricted ? null : <Alert variant="success">{t('page.good')}</Alert>;
  return (
    <section aria-labelledby="decision-history">
      <h2 className="h5 mt-4" id="decision-history">
        {t(restricted ? 'page.earlierDecisions' : 'page.decisions')}
      </h2>
      {statements.map((statement) => (
        <StatementCard key={statement._id} statement={statement} />
      ))}
    </section>
  );
}
