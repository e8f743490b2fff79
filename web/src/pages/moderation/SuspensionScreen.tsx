import { Alert } from 'react-bootstrap';
import { Trans } from 'react-i18next';
import { Link } from 'react-router';
import type { Statement } from '@serendip/protocol';
import { useFormat } from '../../i18n/format';
import { useStandingTranslation } from '../../i18n/namespaces/standing';
import { DATE_TIME } from './dateTime';
import { StatementCard } from './StatementCard';

interface SuspensionScreenProps {
  statement: Statement;
  /**
   * What the restriction closes: `account`, everything but one's standing and the appeal (a
   * moderator's suspension or ban of a signed-in account); `chat`, new chats with strangers
   * (an automatic suspension, or a visitor's sanction).
   */
  scope?: 'account' | 'chat';
  /** The statement once an appeal was sent from the screen. */
  onAppealed?: (statement: Statement) => void;
}

const LINKS = {
  standing: <Link to="/account/standing" />,
  guidelines: <Link to="/community" />,
};

/**
 * The one screen a suspended or banned person gets wherever they were refused (sign-in, chat,
 * video, rooms, posting...): what is closed and until when, the statement of reasons, and the
 * appeal form (or the appeal's status once appealed).
 */
export function SuspensionScreen({
  statement,
  scope = 'account',
  onAppealed,
}: SuspensionScreenProps) {
  const { t } = useStandingTranslation();
  const format = useFormat();
  const banned = statement.decision === 'ban';
  const heading = banned
    ? t('suspension.banned')
    : statement.expiresAt
      ? t('suspension.suspendedUntil', { date: format.date(statement.expiresAt, DATE_TIME) })
      : t('suspension.suspended');
  const closed =
    scope === 'account'
      ? t('suspension.accountClosed')
      : t(banned ? 'suspension.chatClosed' : 'suspension.chatClosedUntil');
  const next = statement.appeal
    ? t('suspension.appealBelow')
    : t(statement.appealUntil ? 'suspension.whyAndAppeal' : 'suspension.why');
  return (
    <section data-testid="suspension-screen" aria-labelledby="suspension-heading">
      <Alert variant="danger">
        <Alert.Heading as="h2" className="h5" id="suspension-heading">
          {heading}
        </Alert.Heading>
        <p className="mb-0">
          {closed} {next}
        </p>
        {scope === 'account' && (
          <p className="mb-0 mt-2 small">
            <Trans t={t} i18nKey="suspension.allDecisions" components={LINKS} />
          </p>
        )}
      </Alert>
      <StatementCard statement={statement} onAppealed={onAppealed} />
    </section>
  );
}
