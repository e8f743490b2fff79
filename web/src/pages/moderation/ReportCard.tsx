import { Badge, Card } from 'react-bootstrap';
import { categoryLabel, categorySeverity, type QueueReport } from '@serendip/protocol';
import { BlurredImage } from './BlurredImage';

/** A chat's kept lines: an anonymous or video chat (an array) or a content report's messages. */
type Line = { from: string; content: string; type: string; sentAt: string; reported?: boolean };

/** A content report's evidence (POST /api/reports): the piece itself and, for messages, context. */
interface ContentEvidence {
  source: 'content';
  kind: 'photo' | 'comment' | 'roomMessage' | 'chatMessage';
  imageUrl?: string;
  caption?: string;
  text?: string;
  messages?: Line[];
}

const KIND_LABEL: Record<ContentEvidence['kind'], string> = {
  photo: 'Reported photo',
  comment: 'Reported comment',
  roomMessage: 'Reported room message',
  chatMessage: 'Reported friend chat message',
};

const WHO: Record<string, string> = { reported: 'Reported', reporter: 'Reporter', other: 'Other' };

function Lines({ lines }: { lines: Line[] }) {
  return (
    <ul className="list-unstyled small border rounded p-2 mb-0 bg-body-tertiary">
      {lines.map((line, index) => (
        <li key={index} className={line.reported ? 'fw-bold text-danger-emphasis' : undefined}>
          <strong>{WHO[line.from] ?? line.from}:</strong>{' '}
          {line.type === 'text' || line.type === 'emoji' ? line.content : `[${line.type}]`}
          {line.reported && <span className="visually-hidden"> (the reported message)</span>}
        </li>
      ))}
    </ul>
  );
}

function isContent(evidence: unknown): evidence is ContentEvidence {
  return (
    typeof evidence === 'object' &&
    evidence !== null &&
    (evidence as { source?: unknown }).source === 'content'
  );
}

function Evidence({ evidence }: { evidence: unknown }) {
  if (Array.isArray(evidence)) return evidence.length > 0 ? <Lines lines={evidence} /> : null;
  if (!isContent(evidence)) return null;
  return (
    <div className="border rounded p-2 bg-body-tertiary small">
      <div className="fw-semibold mb-1">{KIND_LABEL[evidence.kind]}</div>
      {evidence.imageUrl && (
        <BlurredImage src={evidence.imageUrl} alt={evidence.caption || 'Reported photo'} />
      )}
      {evidence.text && <p className="mb-0 text-break">{evidence.text}</p>}
      {evidence.messages && <Lines lines={evidence.messages} />}
    </div>
  );
}

/** One report of a queue item: where, the category, by whom, the reason and the evidence. */
export function ReportCard({ report }: { report: QueueReport }) {
  const severe = categorySeverity(report.category) >= 3;
  return (
    <Card className="mb-2" data-testid="report">
      <Card.Body>
        <div className="d-flex flex-wrap gap-2 small text-body-secondary">
          <Badge bg={severe ? 'danger' : 'secondary'}>{categoryLabel(report.category)}</Badge>
          <Badge bg="light" text="dark" className="border">
            {report.context}
          </Badge>
          by {report.reporter === 'account' ? 'an account' : 'a visitor'} ·{' '}
          {new Date(report.createdAt).toLocaleString()}
          {report.status === 'reviewed' && <Badge bg="success">Reviewed</Badge>}
        </div>
        {/* Without a typed reason the report stores the category's name: not said twice. */}
        {report.reason !== categoryLabel(report.category) && (
          <p className="mb-1 mt-1 text-break">{report.reason}</p>
        )}
        <Evidence evidence={report.evidence} />
      </Card.Body>
    </Card>
  );
}
