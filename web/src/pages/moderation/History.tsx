import { Badge, ListGroup } from 'react-bootstrap';
import type { HistoryEntry } from '@serendip/protocol';
import { useFormat } from '../../i18n/format';
import { useModerationTranslation } from '../../i18n/namespaces/moderation';

const OUTCOME_BG: Record<string, string> = {
  open: 'warning',
  dismissed: 'secondary',
  reversed: 'secondary',
  ended: 'secondary',
};

/** The outcomes the server writes, as catalogue keys; any other is shown as the server says. */
const OUTCOME_KEY: Record<string, string> = {
  open: 'open',
  dismissed: 'dismissed',
  actioned: 'actioned',
  'in force': 'inForce',
  ended: 'ended',
  reversed: 'reversed',
  appealed: 'appealed',
};

/** The person's flags, reports and decisions, newest first, each with its date and outcome. */
export function History({ entries }: { entries: HistoryEntry[] }) {
  const { t } = useModerationTranslation();
  const format = useFormat();
  return (
    <>
      <h2 className="h5 mt-3">{t('history.heading')}</h2>
      <ListGroup className="small" data-testid="history">
        {entries.map((entry, index) => (
          <ListGroup.Item
            key={index}
            className="d-flex flex-wrap gap-2 align-items-center px-2"
            data-kind={entry.kind}
          >
            <span className="text-body-secondary text-nowrap">{format.date(entry.at)}</span>
            <span className="fw-semibold">{t(`history.kinds.${entry.kind}`)}</span>
            <span className="text-break">{entry.what}</span>
            <Badge
              bg={OUTCOME_BG[entry.outcome] ?? 'success'}
              text={entry.outcome === 'open' ? 'dark' : undefined}
              className="ms-auto"
            >
              {OUTCOME_KEY[entry.outcome]
                ? t(`history.outcomes.${OUTCOME_KEY[entry.outcome]}`)
                : entry.outcome}
            </Badge>
          </ListGroup.Item>
        ))}
      </ListGroup>
    </>
  );
}
