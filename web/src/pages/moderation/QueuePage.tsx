import { useState } from 'react';
import { Alert, Badge, Container, Form, ListGroup, Nav } from 'react-bootstrap';
import { Link } from 'react-router';
import { keepPreviousData } from '@tanstack/react-query';
import { categoryLabel } from '@serendip/protocol';
import { loadError, useApiQuery } from '../../api/queries';
import { usePageTitle } from '../../session/usePageTitle';
import { moderationApi } from './moderationApi';
import { ModerationNav } from './ModerationNav';
import { visitorLabel } from './visitorLabel';

const FILTERS = [
  ['open', 'Open'],
  ['mine', 'Claimed by me'],
  ['resolved', 'Resolved'],
] as const;

/** /moderation: the review queue, one item per reported person, most urgent first. */
export default function QueuePage() {
  usePageTitle('Moderation');
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
  const error = loadError(queue, 'Could not load the queue.');
  return (
    <Container className="py-4" style={{ maxWidth: 960 }}>
      <ModerationNav active="queue" />
      <div className="d-flex flex-wrap gap-2 align-items-center mb-3">
        <Nav variant="pills" activeKey={filter} onSelect={(key) => key && setFilter(key)}>
          {FILTERS.map(([key, label]) => (
            <Nav.Item key={key}>
              <Nav.Link eventKey={key}>{label}</Nav.Link>
            </Nav.Item>
          ))}
        </Nav>
        <Form.Control
          className="ms-auto"
          style={{ maxWidth: 260 }}
          type="search"
          placeholder="Search by username"
          aria-label="Search by username"
          value={search}
          onChange={(event) => setSearch(event.target.value)}
        />
      </div>
      {error && <Alert variant="danger">{error}</Alert>}
      {items?.length === 0 && <Alert variant="info">Nothing to review here.</Alert>}
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
            {item.severity >= 3 && <Badge bg="danger">Severe</Badge>}
            <Badge bg="light" text="dark" className="border">
              {categoryLabel(item.category)}
            </Badge>
            {item.reporters > 0 && (
              <Badge bg="secondary" pill title="Distinct reporters">
                {item.reporters} reporter{item.reporters === 1 ? '' : 's'}
              </Badge>
            )}
            {item.automatic > 0 && (
              <Badge bg="info" text="dark" pill>
                {item.automatic === 1 ? 'Automatic flag' : `${item.automatic} automatic flags`}
              </Badge>
            )}
            <Badge bg="light" text="dark" className="border" title="Priority">
              Priority {item.priority}
            </Badge>
            {item.claimedBy && (
              <Badge bg="warning" text="dark">
                Claimed
              </Badge>
            )}
            <small className="ms-auto text-body-secondary">
              {new Date(item.lastReportAt).toLocaleString()}
            </small>
          </ListGroup.Item>
        ))}
      </ListGroup>
    </Container>
  );
}
