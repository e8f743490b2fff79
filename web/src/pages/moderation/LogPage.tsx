import { Alert, Container, Table } from 'react-bootstrap';
import { loadError, useApiQuery } from '../../api/queries';
import { usePageTitle } from '../../session/usePageTitle';
import { moderationApi } from './moderationApi';
import { ModerationNav } from './ModerationNav';

/** /moderation/log (admins): every moderation action, who, what, when, why. */
export default function LogPage() {
  usePageTitle('Audit log');
  const log = useApiQuery({
    queryKey: ['moderation', 'log'],
    queryFn: ({ signal }) => moderationApi.log(signal),
  });
  const rows = log.data?.log ?? null;
  const error = loadError(log, 'Could not load the audit log.');
  return (
    <Container className="py-4" style={{ maxWidth: 1100 }}>
      <ModerationNav active="log" />
      {error && <Alert variant="danger">{error}</Alert>}
      {rows && (
        <Table responsive size="sm" striped>
          <thead>
            <tr>
              <th>When</th>
              <th>Who</th>
              <th>Action</th>
              <th>About</th>
              <th>Rule</th>
              <th>Note</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row._id}>
                <td>{new Date(row.createdAt).toLocaleString()}</td>
                <td>{row.actor ?? 'automatic'}</td>
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
