import { Alert, Card, Col, Form, Row, Table } from 'react-bootstrap';
import { useSearchParams } from 'react-router';
import { keepPreviousData } from '@tanstack/react-query';
import {
  REPORT_CATEGORIES,
  TRANSPARENCY_ACTION_KINDS,
  type PublicCount,
  type TransparencyPage as TransparencyAnswer,
} from '@serendip/protocol';
import { api } from '../../api/http';
import { loadError, useApiQuery } from '../../api/queries';
import { PageSpinner } from '../../components/PageSpinner';
import { usePagesTranslation } from '../../i18n/namespaces/pages';
import { useLabels } from '../../i18n/useLabels';
import { StaticPageLayout } from '../static/StaticPageLayout';
import { durationText, monthText } from './transparencyFormat';
import './transparency.css';

interface CountRow {
  label: string;
  count: PublicCount;
}

function CountTable({ title, rows }: { title: string; rows: CountRow[] }) {
  const labels = useLabels();
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
                  {labels.publicCount(row.count)}
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
  const { t, i18n } = usePagesTranslation();
  const labels = useLabels();
  const { report } = answer;
  const median = report.decisions.medianMinutesToDecision;
  return (
    <>
      {report.partial && (
        <p className="small text-body-secondary">
          {t('transparency.partial', { month: monthText(report.month, i18n.language) })}
        </p>
      )}
      <Row xs={2} md={4} className="g-3 mb-4">
        <Headline
          label={t('transparency.reports')}
          value={labels.publicCount(report.reports.total)}
        />
        <Headline
          label={t('transparency.actions')}
          value={labels.publicCount(report.actions.total)}
        />
        <Headline
          label={t('transparency.median')}
          value={median === null ? t('transparency.tooFew') : durationText(median, i18n.language)}
        />
        <Headline
          label={t('transparency.appealsFiled')}
          value={labels.publicCount(report.appeals.filed)}
        />
      </Row>
      <Row xs={1} md={2} className="g-3 mb-4">
        <Col>
          <CountTable
            title={t('transparency.byCategory')}
            rows={REPORT_CATEGORIES.map(({ id }) => ({
              label: labels.reportCategory(id),
              count: report.reports.byCategory[id],
            }))}
          />
        </Col>
        <Col>
          <CountTable
            title={t('transparency.byKind')}
            rows={TRANSPARENCY_ACTION_KINDS.map((kind) => ({
              label: labels.transparencyAction(kind),
              count: report.actions.byKind[kind],
            }))}
          />
        </Col>
        <Col>
          <CountTable
            title={t('transparency.whoDecided')}
            rows={[
              { label: t('transparency.fromPeople'), count: report.reports.bySource.people },
              { label: t('transparency.fromChecks'), count: report.reports.bySource.automatic },
              { label: t('transparency.byModerators'), count: report.decisions.human },
              { label: t('transparency.byRules'), count: report.decisions.automatic },
              { label: t('transparency.decided'), count: report.decisions.reportsDecided },
            ]}
          />
        </Col>
        <Col>
          <CountTable
            title={t('transparency.appeals')}
            rows={[
              { label: t('transparency.filed'), count: report.appeals.filed },
              { label: t('transparency.upheld'), count: report.appeals.upheld },
              { label: t('transparency.reversed'), count: report.appeals.reversed },
            ]}
          />
        </Col>
      </Row>
    </>
  );
}

/** How the counts are made, by their key under `pages:transparency`, in order. */
const COUNTING_RULES = [
  'countMonth',
  'countReports',
  'countActions',
  'countTime',
  'countAppeals',
] as const;

/**
 * /transparency: what was reported and decided each month, built live from the moderation
 * records by GET /api/transparency (counts only; 1 to 9 read "fewer than 10").
 */
export default function TransparencyPage() {
  const { t, i18n } = usePagesTranslation();
  const [params, setParams] = useSearchParams();
  const month = params.get('month') ?? undefined;
  // The month on screen stays while another is read.
  const read = useApiQuery({
    queryKey: ['transparency', month ?? 'latest'],
    queryFn: ({ signal }) => api.get('/api/transparency', { query: { month }, signal }),
    placeholderData: keepPreviousData,
  });
  const answer: TransparencyAnswer | null = read.data ?? null;
  const error = loadError(read, t('transparency.loadFailed'));

  const shown = answer?.report.month;
  return (
    <StaticPageLayout title={t('transparency.title')} lead={t('transparency.lead')}>
      <p>{t('transparency.intro')}</p>
      {answer && shown && (
        <div className="transparency-controls mb-3">
          <Form.Group controlId="transparency-month">
            <Form.Label className="small mb-1">{t('transparency.month')}</Form.Label>
            <Form.Select
              value={shown}
              onChange={(event) => setParams({ month: event.target.value })}
            >
              {(answer.months.includes(shown) ? answer.months : [shown, ...answer.months]).map(
                (option) => (
                  <option key={option} value={option}>
                    {monthText(option, i18n.language)}
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
            {t('transparency.download')}
          </a>
        </div>
      )}
      {error && <Alert variant="danger">{error}</Alert>}
      {!answer && !error && <PageSpinner />}
      {answer && <MonthReport answer={answer} />}
      <h2 className="h5 mt-2">{t('transparency.howWeCount')}</h2>
      <ul className="small">
        {COUNTING_RULES.map((rule) => (
          <li key={rule}>{t(`transparency.${rule}`)}</li>
        ))}
      </ul>
    </StaticPageLayout>
  );
}
