import { Alert, Container, Table } from 'react-bootstrap';
import { loadError, useApiQuery } from '../../api/queries';
import { useFormat } from '../../i18n/format';
import { useModerationTranslation } from '../../i18n/namespaces/moderation';
import { usePageTitle } from '../../session/usePageTitle';
import { DATE_TIME } from './dateTime';
import { moderationApi } from './moderationApi';
import { ModerationNav } from './ModerationNav';

/**
 * /moderation/log (admins): every moderation action, who, what, when, why. The action is the
 * record's own name (`warn`, `appeal filed`...), kept as written so the log reads the same in
 * every language.
 */
export default function LogPage() {
  const { t } = useModerationTranslation();
  const format = useFormat();
  usePageTitle(t('log.title'));
  const log = useApiQuery({
    queryKey: ['moderation', 'log'],
    queryFn: ({ signal }) => moderationApi.log(signal),
  });
  const rows = log.data?.log ?? null;
  const error = loadError(log, t('log.loadError'));
  return (
    <Container className="py-4" style={{ maxWidth: 1100 }}>
      <ModerationNav active="log" />
      {error && <Alert variant="danger">{error}</Alert>}
      {rows && (
        <Table responsive size="sm" striped>
          <thead>
            <tr>
              <th>{t('log.when')}</th>
              <th>{t('log.who')}</th>
              <th>{t('log.action')}</th>
              <th>{t('log.about')}</th>
              <th>{t('log.rule')}</th>
              <th>{t('log.note')}</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row._id}>
                <td>{format.date(row.createdAt, DATE_TIME)}</td>
                <td>{row.actor ?? t('log.automatic')}</td>
                <td>{row.action}</td>
                <td className="text-break">{row.subject}</td>
                <td>{row.rule ?? ''}</td>
                <td>{row.note}</td>
              </tr>
            ))}
          </tbody>
        </Table>
      )}
    </Container>
  );
}
