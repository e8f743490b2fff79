import { Badge, ListGroup } from 'react-bootstrap';
import type { HistoryEntry } from '@serendip/protocol';

const KIND: Record<HistoryEntry['kind'], string> = {
  flag: 'Automatic flag',
  report: 'Report',
  decision: 'Decision',
};

const OUTCOME_BG: Record<string, string> = {
  open: 'warning',
  dismissed: 'secondary',
  reversed: 'secondary',
  ended: 'secondary',
};

/** The person's flags, reports and decisions, newest first, each with its date and outcome. */
export function History({ entries }: { entries: HistoryEntry[] }) {
  return (
    <>
      <h2 className="h5 mt-3">History</h2>
      <ListGroup className="small" data-testid="history">
        {entries.map((entry, index) => (
          <ListGroup.Item
            key={index}
            className="d-flex flex-wrap gap-2 align-items-center px-2"
            data-kind={entry.kind}
          >
            <span className="text-body-secondary text-nowrap">
              {new Date(entry.at).toLocaleDateString()}
            </span>
            <span className="fw-semibold">{KIND[entry.kind]}</span>
            <span className="text-break">{entry.what}</span>
            <Badge
              bg={OUTCOME_BG[entry.outcome] ?? 'success'}
              text={entry.outcome === 'open' ? 'dark' : undefined}
              className="ms-auto"
            >
              {entry.outcome}
            </Badge>
          </ListGroup.Item>
        ))}
      </ListGroup>
    </>
  );
}
