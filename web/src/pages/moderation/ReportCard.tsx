import { Badge, Card } from 'react-bootstrap';
import {
  categoryLabel,
  categorySeverity,
  type EvidenceLine,
  type QueueReport,
  type ReportEvidence,
} from '@serendip/protocol';
import { BlurredImage } from './BlurredImage';

const SPEAKER: Record<EvidenceLine['speaker'], string> = {
  reported: 'Reported',
  reporter: 'Reporter',
  other: 'Other member',
};

const CONTEXT: Record<string, string> = {
  profile: 'Profile',
  anonymous: 'Anonymous chat',
  video: 'Video chat',
  chat: 'Friend chat',
  room: 'Room',
  upload: 'Upload',
};

const KIND_LABEL: Partial<Record<ReportEvidence['kind'], string>> = {
  photo: 'Reported photo',
  comment: 'Reported comment',
  image: 'Flagged image',
};

/** Who said a line: the role from the report's point of view, and the username for accounts. */
function Speaker({ line }: { line: EvidenceLine }) {
  return (
    <span className={`fw-semibold text-nowrap speaker-${line.speaker}`}>
      {SPEAKER[line.speaker]}
      {line.username && <span className="fw-normal"> ({line.username})</span>}:
    </span>
  );
}

/** A chat's lines around the reported or flagged one, both sides, media blurred. */
function Lines({ lines }: { lines: EvidenceLine[] }) {
  return (
    <ul
      className="list-unstyled small border rounded p-2 mb-0 bg-body-tertiary"
      aria-label="Chat lines"
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
                alt={`${line.type === 'video' ? 'Video' : 'Image'} sent by ${SPEAKER[line.speaker].toLowerCase()}`}
                video={line.type === 'video'}
              />
            </div>
          ) : (
            line.content
          )}
          {line.deleted && <span className="text-body-secondary"> (deleted by its sender)</span>}
          {line.originalContent !== undefined && (
            <div className="text-body-secondary" data-testid="evidence-original">
              Edited; first sent as: {line.originalContent}
            </div>
          )}
          {line.flagged && <span className="visually-hidden"> (the reported message)</span>}
        </li>
      ))}
    </ul>
  );
}

/** The words that raised an automatic flag: each rule with what it matched, then the message. */
function Flagged({ flagged }: { flagged: NonNullable<ReportEvidence['flagged']> }) {
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
        {flagged.delivered ? 'Delivered' : 'Not delivered'}: <q>{flagged.message}</q>
      </div>
    </div>
  );
}

function Evidence({ shown }: { shown: ReportEvidence }) {
  return (
    <div className="mt-2">
      {shown.flagged && <Flagged flagged={shown.flagged} />}
      {shown.bio !== null && (
        <div className="small border rounded p-2 bg-body-tertiary">
          <span className="fw-semibold">Bio when reported:</span>{' '}
          {shown.bio ? <q className="text-break">{shown.bio}</q> : <em>(empty)</em>}
        </div>
      )}
      {KIND_LABEL[shown.kind] && (
        <div className="border rounded p-2 bg-body-tertiary small">
          <div className="fw-semibold mb-1">{KIND_LABEL[shown.kind]}</div>
          <div className="d-flex flex-wrap gap-2">
            {shown.media.map((media) => (
              <BlurredImage
                key={media.url}
                src={media.url}
                alt={media.caption || KIND_LABEL[shown.kind]!}
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
  const severe = categorySeverity(report.category) >= 3;
  const automatic = report.reporter === 'automatic';
  return (
    <Card className="mb-2" data-testid="report">
      <Card.Body className="p-2 p-sm-3">
        <div className="d-flex flex-wrap gap-1 gap-sm-2 align-items-center small text-body-secondary">
          <Badge bg={severe ? 'danger' : 'secondary'}>{categoryLabel(report.category)}</Badge>
          <Badge bg="light" text="dark" className="border">
            {CONTEXT[report.context] ?? report.context}
          </Badge>
          {automatic ? (
            <Badge bg="info" text="dark">
              Automatic flag
            </Badge>
          ) : (
            <span>by {report.reporter === 'account' ? 'an account' : 'a visitor'}</span>
          )}
          <span>{new Date(report.createdAt).toLocaleString()}</span>
          {report.status === 'reviewed' && (
            <Badge bg={report.outcome === 'dismissed' ? 'secondary' : 'success'}>
              {report.outcome === 'dismissed'
                ? 'Dismissed'
                : report.outcome === 'actioned'
                  ? 'Actioned'
                  : 'Reviewed'}
            </Badge>
          )}
        </div>
        {/* Without a typed reason the report stores the category's name: not said twice. An
            automatic flag's reason repeats the rules shown with their words below. */}
        {report.reason !== categoryLabel(report.category) && !report.shown.flagged && (
          <p className="mb-1 mt-1 text-break">{report.reason}</p>
        )}
        <Evidence shown={report.shown} />
      </Card.Body>
    </Card>
  );
}
