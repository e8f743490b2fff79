import { Alert, Card, Col, Form, Row, Table } from 'react-bootstrap';
import { useSearchParams } from 'react-router';
import { keepPreviousData } from '@tanstack/react-query';
import {
  REPORT_CATEGORIES,
  TRANSPARENCY_ACTION_KINDS,
  TRANSPARENCY_ACTION_LABELS,
  countText,
  type PublicCount,
  type TransparencyPage as TransparencyAnswer,
} from '@serendip/protocol';
import { api } from '../../api/http';
import { loadError, useApiQuery } from '../../api/queries';
import { PageSpinner } from '../../components/PageSpinner';
import { StaticPageLayout } from '../static/StaticPageLayout';
import { durationText, monthText } from './transparencyFormat';
import './transparency.css';

interface CountRow {
  label: string;
  count: PublicCount;
}

function CountTable({ title, rows }: { title: string; rows: CountRow[] }) {
  return (
    <Card className="h-100">
      <Card.Body>
        <Card.Title as="h2" className="h6 mb-3">
          {title}
        </Card.Title>
        <Table size="sm" className="transparency-table mb-0">
          <tbody>
            {rows.map((row) => (
              <tr key={row.label}>
                <th scope="row">{row.label}</th>
                <td className={typeof row.count === 'number' ? '' : 'text-body-secondary'}>
                  {countText(row.count)}
                </td>
              </tr>
            ))}
          </tbody>
        </Table>
      </Card.Body>
    </Card>
  );
}

function Headline({ label, value }: { label: string; value: string }) {
  return (
    <Col>
      <div className="transparency-headline h-100">
        <div className="transparency-headline-value">{value}</div>
        <div className="small text-body-secondary">{label}</div>
      </div>
    </Col>
  );
}

function MonthReport({ answer }: { answer: TransparencyAnswer }) {
  const { report } = answer;
  const median = report.decisions.medianMinutesToDecision;
  return (
    <>
      {report.partial && (
        <p className="small text-body-secondary">
          {monthText(report.month)} is not over yet: these are the numbers so far.
        </p>
      )}
      <Row xs={2} md={4} className="g-3 mb-4">
        <Headline label="Reports" value={countText(report.reports.total)} />
        <Headline label="Actions taken" value={countText(report.actions.total)} />
        <Headline
          label="Median time to a decision"
          value={median === null ? 'Too few to tell' : durationText(median)}
        />
        <Headline label="Appeals filed" value={countText(report.appeals.filed)} />
      </Row>
      <Row xs={1} md={2} className="g-3 mb-4">
        <Col>
          <CountTable
            title="Reports by category"
            rows={REPORT_CATEGORIES.map(({ id, label }) => ({
              label,
              count: report.reports.byCategory[id],
            }))}
          />
        </Col>
        <Col>
          <CountTable
            title="Actions by kind"
            rows={TRANSPARENCY_ACTION_KINDS.map((kind) => ({
              label: TRANSPARENCY_ACTION_LABELS[kind],
              count: report.actions.byKind[kind],
            }))}
          />
        </Col>
        <Col>
          <CountTable
            title="Who reported and who decided"
            rows={[
              { label: 'Reports from people', count: report.reports.bySource.people },
              { label: 'Flags from automatic checks', count: report.reports.bySource.automatic },
              { label: 'Decisions by moderators', count: report.decisions.human },
              { label: 'Decisions by automatic rules', count: report.decisions.automatic },
              { label: 'Reports decided', count: report.decisions.reportsDecided },
            ]}
          />
        </Col>
        <Col>
          <CountTable
            title="Appeals"
            rows={[
              { label: 'Filed', count: report.appeals.filed },
              { label: 'Upheld (the decision stands)', count: report.appeals.upheld },
              { label: 'Reversed (the decision was lifted)', count: report.appeals.reversed },
            ]}
          />
        </Col>
      </Row>
    </>
  );
}

/**
 * /transparency: what was reported and decided each month, built live from the moderation
 * records by GET /api/transparency (counts only; 1 to 9 read "fewer than 10").
 */
export default function TransparencyPage() {
  const [params, setParams] = useSearchParams();
  const month = params.get('month') ?? undefined;
  // The month on screen stays while another is read.
  const read = useApiQuery({
    queryKey: ['transparency', month ?? 'latest'],
    queryFn: ({ signal }) => api.get('/api/transparency', { query: { month }, signal }),
    placeholderData: keepPreviousData,
  });
  const answer: TransparencyAnswer | null = read.data ?? null;
  const error = loadError(read, 'Could not load the transparency report.');

  const shown = answer?.report.month;
  return (
    <StaticPageLayout
      title="Transparency report"
      lead="What people reported on Serendip and what our moderators and automatic checks decided, month by month."
    >
      <p>
        These numbers are counted live from our moderation records. They hold no personal data: no
        names, accounts, messages or notes. A count from 1 to 9 is shown as “fewer than 10”, so that
        no single case can be picked out.
      </p>
      {answer && shown && (
        <div className="transparency-controls mb-3">
          <Form.Group controlId="transparency-month">
            <Form.Label className="small mb-1">Month</Form.Label>
            <Form.Select
              value={shown}
              onChange={(event) => setParams({ month: event.target.value })}
            >
              {(answer.months.includes(shown) ? answer.months : [shown, ...answer.months]).map(
                (option) => (
                  <option key={option} value={option}>
                    {monthText(option)}
                  </option>
                ),
              )}
            </Form.Select>
          </Form.Group>
          <a
            className="btn btn-outline-primary"
            href={`/api/transparency/${shown}.json`}
            download={`serendip-transparency-${shown}.json`}
          >
            Download JSON
          </a>
        </div>
      )}
      {error && <Alert variant="danger">{error}</Alert>}
      {!answer && !error && <PageSpinner />}
      {answer && <MonthReport answer={answer} />}
      <h2 className="h5 mt-2">How we count</h2>
      <ul className="small">
        <li>A month runs from its first to its last day in UTC.</li>
        <li>
          Reports are counted in the month they were made, by the category the reporter chose; flags
          from automatic checks are reports our text and image checks filed.
        </li>
        <li>
          Actions are counted in the month they were taken: warnings, removed content, ended chats,
          suspensions and bans, and reports dismissed because nothing broke the rules. Automatic
          rules act only on clear signals, such as several people reporting the same person in a
          day.
        </li>
        <li>
          The time to a decision runs from a report to a moderator’s decision on it, over the
          reports decided in the month. It is shown once 10 or more were decided.
        </li>
        <li>
          Appeals are counted when filed and when decided. A different moderator from the one who
          decided reviews each appeal.
        </li>
      </ul>
    </StaticPageLayout>
  );
}
