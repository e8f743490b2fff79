import { Badge, Card } from 'react-bootstrap';
import {
  categoryLabel,
  categorySeverity,
  type EvidenceLine,
  type QueueReport,
  type ReportEvidence,
} from '@serendip/protocol';
import { useFormat } from '../../i18n/format';
import { useModerationTranslation } from '../../i18n/namespaces/moderation';
import { useLabels } from '../../i18n/useLabels';
import { BlurredImage } from './BlurredImage';
import { DATE_TIME } from './dateTime';

/** The places a report can come from that the console names; any other shows as stored. */
const CONTEXTS = new Set(['profile', 'anonymous', 'video', 'chat', 'room', 'upload']);

/** The evidence kinds shown as one labelled piece (a photo, a comment, an uploaded image). */
const PIECES = new Set<ReportEvidence['kind']>(['photo', 'comment', 'image']);

/** Who said a line: the role from the report's point of view, and the username for accounts. */
function Speaker({ line }: { line: EvidenceLine }) {
  const { t } = useModerationTranslation();
  return (
    <span className={`fw-semibold text-nowrap speaker-${line.speaker}`}>
      {t(`report.speakers.${line.speaker}`)}
      {line.username && (
        <span className="fw-normal">
          {' '}
          (<bdi>{line.username}</bdi>)
        </span>
      )}
      :
    </span>
  );
}

/** A chat's lines around the reported or flagged one, both sides, media blurred. */
function Lines({ lines }: { lines: EvidenceLine[] }) {
  const { t } = useModerationTranslation();
  return (
    <ul
      className="list-unstyled small border rounded p-2 mb-0 bg-body-tertiary"
      aria-label={t('report.chatLines')}
    >
      {lines.map((line, index) => (
        <li
          key={index}
          className={`py-1 text-break ${line.flagged ? 'border-start border-3 border-danger ps-2 fw-semibold' : ''}`}
          data-testid="evidence-line"
          data-speaker={line.speaker}
        >
          <Speaker line={line} />{' '}
          {line.type === 'image' || line.type === 'video' ? (
            <div className="mt-1">
              <BlurredImage
                src={line.content}
                alt={t(`report.sentBy.${line.type}.${line.speaker}`)}
                video={line.type === 'video'}
              />
            </div>
          ) : (
            <bdi>{line.content}</bdi>
          )}
          {line.deleted && <span className="text-body-secondary"> {t('report.deleted')}</span>}
          {line.originalContent !== undefined && (
            <div className="text-body-secondary" data-testid="evidence-original">
              {t('report.edited', { text: line.originalContent })}
            </div>
          )}
          {line.flagged && (
            <span className="visually-hidden"> {t('report.theReportedMessage')}</span>
          )}
        </li>
      ))}
    </ul>
  );
}

/** The words that raised an automatic flag: each rule with what it matched, then the message. */
function Flagged({ flagged }: { flagged: NonNullable<ReportEvidence['flagged']> }) {
  const { t } = useModerationTranslation();
  return (
    <div className="border border-danger-subtle rounded p-2 mb-2 small" data-testid="flagged">
      {flagged.rules.map((rule) => (
        <div key={rule.rule} className="mb-1">
          <span className="text-body-secondary">{rule.description}</span>{' '}
          {rule.matched.map((words) => (
            <mark key={words} className="fw-semibold me-1 text-break">
              {words}
            </mark>
          ))}
        </div>
      ))}
      <div className="text-body-secondary">
        {t(flagged.delivered ? 'report.delivered' : 'report.notDelivered')}{' '}
        <q dir="auto">{flagged.message}</q>
      </div>
    </div>
  );
}

function Evidence({ shown }: { shown: ReportEvidence }) {
  const { t } = useModerationTranslation();
  const piece = PIECES.has(shown.kind) ? t(`report.evidence.${shown.kind}`) : null;
  return (
    <div className="mt-2">
      {shown.flagged && <Flagged flagged={shown.flagged} />}
      {shown.bio !== null && (
        <div className="small border rounded p-2 bg-body-tertiary">
          <span className="fw-semibold">{t('report.bioWhenReported')}</span>{' '}
          {shown.bio ? <q className="text-break">{shown.bio}</q> : <em>{t('item.empty')}</em>}
        </div>
      )}
      {piece && (
        <div className="border rounded p-2 bg-body-tertiary small">
          <div className="fw-semibold mb-1">{piece}</div>
          <div className="d-flex flex-wrap gap-2">
            {shown.media.map((media) => (
              <BlurredImage
                key={media.url}
                src={media.url}
                alt={media.caption || piece}
                video={media.type === 'video'}
              />
            ))}
          </div>
          {shown.text && <p className="mb-0 mt-1 text-break">{shown.text}</p>}
        </div>
      )}
      {shown.lines.length > 0 && <Lines lines={shown.lines} />}
    </div>
  );
}

/** One report or automatic flag of a queue item: where, the category, by whom, the evidence. */
export function ReportCard({ report }: { report: QueueReport }) {
  const { t } = useModerationTranslation();
  const labels = useLabels();
  const format = useFormat();
  const severe = categorySeverity(report.category) >= 3;
  const automatic = report.reporter === 'automatic';
  return (
    <Card className="mb-2" data-testid="report">
      <Card.Body className="p-2 p-sm-3">
        <div className="d-flex flex-wrap gap-1 gap-sm-2 align-items-center small text-body-secondary">
          <Badge bg={severe ? 'danger' : 'secondary'}>
            {labels.reportCategory(report.category)}
          </Badge>
          <Badge bg="light" text="dark" className="border">
            {CONTEXTS.has(report.context) ? t(`report.contexts.${report.context}`) : report.context}
          </Badge>
          {automatic ? (
            <Badge bg="info" text="dark">
              {t('badges.automaticFlag')}
            </Badge>
          ) : (
            <span>
              {t(report.reporter === 'account' ? 'report.byAccount' : 'report.byVisitor')}
            </span>
          )}
          <span>{format.date(report.createdAt, DATE_TIME)}</span>
          {report.status === 'reviewed' && (
            <Badge bg={report.outcome === 'dismissed' ? 'secondary' : 'success'}>
              {t(`report.outcomes.${report.outcome ?? 'reviewed'}`)}
            </Badge>
          )}
        </div>
        {/* Without a typed reason the report stores the category's name: not said twice. An
            automatic flag's reason repeats the rules shown with their words below. */}
        {report.reason !== categoryLabel(report.category) && !report.shown.flagged && (
          <p className="mb-1 mt-1 text-break" dir="auto">
            {report.reason}
          </p>
        )}
        <Evidence shown={report.shown} />
      </Card.Body>
    </Card>
  );
}
