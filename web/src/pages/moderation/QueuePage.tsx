import { useState } from 'react';
import { Alert, Badge, Container, Form, ListGroup, Nav } from 'react-bootstrap';
import { Link } from 'react-router';
import { keepPreviousData } from '@tanstack/react-query';
import { loadError, useApiQuery } from '../../api/queries';
import { useFormat } from '../../i18n/format';
import { useModerationTranslation } from '../../i18n/namespaces/moderation';
import { useLabels } from '../../i18n/useLabels';
import { usePageTitle } from '../../session/usePageTitle';
import { DATE_TIME } from './dateTime';
import { moderationApi } from './moderationApi';
import { ModerationNav } from './ModerationNav';
import { useVisitorLabel } from './useVisitorLabel';

const FILTERS = ['open', 'mine', 'resolved'] as const;

/** /moderation: the review queue, one item per reported person, most urgent first. */
export default function QueuePage() {
  const { t } = useModerationTranslation();
  const labels = useLabels();
  const format = useFormat();
  const visitorLabel = useVisitorLabel();
  usePageTitle(t('queue.title'));
  const [filter, setFilter] = useState<string>('open');
  const [search, setSearch] = useState('');
  const q = search.trim();
  // The list on screen stays while the next filter or search is read.
  const queue = useApiQuery({
    queryKey: ['moderation', 'queue', filter, q],
    queryFn: ({ signal }) => moderationApi.queue(filter, q, signal),
    placeholderData: keepPreviousData,
  });
  const items = queue.data?.items ?? null;
  const error = loadError(queue, t('queue.loadError'));
  return (
    <Container className="py-4" style={{ maxWidth: 960 }}>
      <ModerationNav active="queue" />
      <div className="d-flex flex-wrap gap-2 align-items-center mb-3">
        <Nav variant="pills" activeKey={filter} onSelect={(key) => key && setFilter(key)}>
          {FILTERS.map((key) => (
            <Nav.Item key={key}>
              <Nav.Link eventKey={key}>{t(`queue.filters.${key}`)}</Nav.Link>
            </Nav.Item>
          ))}
        </Nav>
        <Form.Control
          className="ms-auto"
          style={{ maxWidth: 260 }}
          type="search"
          placeholder={t('queue.search')}
          aria-label={t('queue.search')}
          value={search}
          onChange={(event) => setSearch(event.target.value)}
        />
      </div>
      {error && <Alert variant="danger">{error}</Alert>}
      {items?.length === 0 && <Alert variant="info">{t('queue.empty')}</Alert>}
      <ListGroup>
        {items?.map((item) => (
          <ListGroup.Item
            key={item.subject}
            action
            as={Link}
            to={`/moderation/item/${encodeURIComponent(item.subject)}`}
            className="d-flex flex-wrap gap-2 align-items-center"
          >
            <strong className="text-break">{item.username ?? visitorLabel(item.subject)}</strong>
            {item.severity >= 3 && <Badge bg="danger">{t('badges.severe')}</Badge>}
            <Badge bg="light" text="dark" className="border">
              {labels.reportCategory(item.category)}
            </Badge>
            {item.reporters > 0 && (
              <Badge bg="secondary" pill title={t('badges.distinctReporters')}>
                {t('badges.reporters', { count: item.reporters })}
              </Badge>
            )}
            {item.automatic > 0 && (
              <Badge bg="info" text="dark" pill>
                {item.automatic === 1
                  ? t('badges.automaticFlag')
                  : t('badges.automaticFlags', { count: item.automatic })}
              </Badge>
            )}
            <Badge bg="light" text="dark" className="border" title={t('badges.priorityTitle')}>
              {t('badges.priority', { priority: format.number(item.priority) })}
            </Badge>
            {item.claimedBy && (
              <Badge bg="warning" text="dark">
                {t('badges.claimed')}
              </Badge>
            )}
            <small className="ms-auto text-body-secondary">
              {format.date(item.lastReportAt, DATE_TIME)}
            </small>
          </ListGroup.Item>
        ))}
      </ListGroup>
    </Container>
  );
}
