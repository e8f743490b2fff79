import { useState, type FormEvent } from 'react';
import { Alert, Badge, Button, Card, Col, Container, Form, Row } from 'react-bootstrap';
import { useParams } from 'react-router';
import type { RemovableKind } from '@serendip/protocol';
import { errorMessage } from '../../api/http';
import { loadError, queryClient, useApiMutation, useApiQuery } from '../../api/queries';
import { useFormat } from '../../i18n/format';
import { useModerationTranslation } from '../../i18n/namespaces/moderation';
import { useLabels } from '../../i18n/useLabels';
import { usePageTitle } from '../../session/usePageTitle';
import { moderationApi } from './moderationApi';
import { ModerationNav } from './ModerationNav';
import { BlurredImage } from './BlurredImage';
import { StatementCard } from './StatementCard';
import { ReportCard } from './ReportCard';
import { ContentPicker } from './ContentPicker';
import { History } from './History';
import { useVisitorLabel } from './useVisitorLabel';
import { useAuth } from '../../session/AuthContext';

const ACTIONS = ['dismiss', 'warn', 'remove', 'terminate', 'suspend', 'ban'] as const;
type Action = (typeof ACTIONS)[number];

/** The picker's `kind:id` as the action's content (the picker lists only removable kinds). */
function pickedContent(key: string) {
  const [kind, id] = key.split(':');
  return { kind: kind as RemovableKind, id };
}

/** /moderation/item/:subject: one reported person, the reports and evidence, and the decision. */
export default function ItemPage() {
  const { t } = useModerationTranslation();
  const labels = useLabels();
  const format = useFormat();
  const visitorLabel = useVisitorLabel();
  usePageTitle(t('item.title'));
  const subject = decodeURIComponent(useParams().subject ?? '');
  const itemKey = ['moderation', 'item', subject];
  const itemQuery = useApiQuery({
    queryKey: itemKey,
    queryFn: ({ signal }) => moderationApi.item(subject, signal),
  });
  const item = itemQuery.data ?? null;
  // Rules that fail to load leave the rule list empty (the server refuses an action without one).
  const rules =
    useApiQuery({
      queryKey: ['moderation', 'rules'],
      queryFn: ({ signal }) => moderationApi.rules(signal),
    }).data?.rules ?? [];
  const [action, setAction] = useState<Action>('warn');
  const [rule, setRule] = useState('');
  const [hours, setHours] = useState(24);
  const [note, setNote] = useState('');
  const [picked, setPicked] = useState('');
  const selfId = useAuth().user?._id;

  // The escalation policy's proposal fills the form once per item: reloading after a claim or
  // an action must not undo what the moderator has chosen since.
  const [proposedFor, setProposedFor] = useState<string | null>(null);
  if (item && proposedFor !== subject) {
    setProposedFor(subject);
    setAction(item.proposed.action);
    if (item.proposed.hours) setHours(item.proposed.hours);
  }

  // A claim, a release or a decision; the item is read again after one succeeds.
  const decision = useApiMutation({
    mutationFn: (work: () => Promise<{ message: string }>) => work(),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: itemKey }),
  });
  const run = (work: () => Promise<{ message: string }>) => decision.mutate(work);
  const done = decision.data?.message ?? null;
  const error = decision.isError
    ? errorMessage(decision.error, t('item.failed'))
    : loadError(itemQuery, t('item.loadError'));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    void run(() =>
      moderationApi.act(subject, {
        action,
        note,
        ...(action === 'dismiss' ? {} : { rule }),
        ...(action === 'suspend' ? { hours } : {}),
        ...(action === 'remove' ? { content: pickedContent(picked) } : {}),
      }),
    );
  };

  // Only what this moderator may do now (the server answers it and refuses the rest).
  const actions = ACTIONS.filter((value) => item?.allowed.actions.includes(value));

  return (
    <Container className="py-3 py-sm-4 px-2 px-sm-3" style={{ maxWidth: 1100 }}>
      <ModerationNav active="queue" />
      {error && <Alert variant="danger">{error}</Alert>}
      {done && <Alert variant="success">{done}</Alert>}
      {item && (
        <Row className="g-3">
          <Col lg={7}>
            <Card className="mb-3">
              <Card.Body>
                <Card.Title as="h2" className="h5 d-flex flex-wrap gap-2 align-items-center">
                  <span className="text-break">{item.username ?? visitorLabel(item.subject)}</span>
                  <Badge bg={item.severity >= 3 ? 'danger' : 'secondary'}>
                    {labels.reportCategory(item.category)}
                  </Badge>
                  {item.reporters > 0 && (
                    <Badge bg="secondary">{t('badges.reporters', { count: item.reporters })}</Badge>
                  )}
                  {item.automatic > 0 && (
                    <Badge bg="info" text="dark">
                      {item.automatic === 1
                        ? t('badges.automaticFlag')
                        : t('badges.automaticFlags', { count: item.automatic })}
                    </Badge>
                  )}
                  <Badge
                    bg="light"
                    text="dark"
                    className="border"
                    title={t('badges.priorityExplained')}
                  >
                    {t('badges.priority', { priority: format.number(item.priority) })}
                  </Badge>
                  {item.claimedBy && (
                    <Badge bg="warning" text="dark">
                      {item.claimedBy === selfId
                        ? t('badges.claimedByYou')
                        : t('badges.claimedByOther')}
                    </Badge>
                  )}
                </Card.Title>
                {item.username && (
                  <dl className="small mb-2" data-testid="bio">
                    <dt className="d-inline">{t('item.bio')}</dt>{' '}
                    <dd className="d-inline text-break mx-0">
                      {item.bio ? <q>{item.bio}</q> : <em>{t('item.empty')}</em>}
                    </dd>
                  </dl>
                )}
                {item.allowed.claim && (
                  <Button
                    size="sm"
                    variant="outline-primary"
                    onClick={() => run(() => moderationApi.claim(subject))}
                  >
                    {t('item.claim')}
                  </Button>
                )}
                {item.allowed.release && (
                  <Button
                    size="sm"
                    variant="outline-secondary"
                    onClick={() => run(() => moderationApi.release(subject))}
                  >
                    {t('item.release')}
                  </Button>
                )}
              </Card.Body>
            </Card>
            <h2 className="h5">{t('item.reports')}</h2>
            {item.reportList.map((report) => (
              <ReportCard key={report._id} report={report} />
            ))}
            {item.photos.length > 0 && (
              <>
                <h2 className="h5 mt-3">{t('item.photos')}</h2>
                <div className="d-flex flex-wrap gap-2">
                  {item.photos.map((photo) => (
                    <BlurredImage
                      key={photo._id}
                      src={photo.imageUrl}
                      alt={photo.caption || t('item.photo')}
                    />
                  ))}
                </div>
              </>
            )}
            <History entries={item.history} />
            <h2 className="h5 mt-3">{t('item.earlierDecisions')}</h2>
            {item.sanctions.length === 0 && <p className="text-body-secondary">{t('item.none')}</p>}
            {item.sanctions.map((statement) => (
              <StatementCard key={statement._id} statement={{ ...statement, appealUntil: null }} />
            ))}
          </Col>
          <Col lg={5}>
            <Card className="position-sticky" style={{ top: '1rem' }}>
              <Card.Body>
                <Card.Title as="h2" className="h5">
                  {t('item.decision')}
                </Card.Title>
                {actions.length === 0 && (
                  <p className="text-body-secondary mb-0">{t('item.reviewedByOther')}</p>
                )}
                {actions.length > 0 && (
                  <Form onSubmit={submit}>
                    <Form.Group className="mb-2" controlId="action">
                      <Form.Label>{t('item.action')}</Form.Label>
                      <Form.Select
                        value={action}
                        onChange={(event) => setAction(event.target.value as Action)}
                      >
                        {actions.map((value) => (
                          <option key={value} value={value}>
                            {t(`item.actions.${value}`)}
                          </option>
                        ))}
                      </Form.Select>
                      <Form.Text data-testid="proposal">
                        {t('item.proposal', {
                          count: item.counted,
                          action: t(`item.proposed.${item.proposed.action}`, {
                            hours: format.number(item.proposed.hours ?? 0),
                          }),
                        })}
                      </Form.Text>
                    </Form.Group>
                    {action !== 'dismiss' && (
                      <Form.Group className="mb-2" controlId="rule">
                        <Form.Label>{t('item.rule')}</Form.Label>
                        <Form.Select
                          value={rule}
                          onChange={(event) => setRule(event.target.value)}
                          required
                        >
                          <option value="">{t('item.chooseRule')}</option>
                          {rules.map((entry) => (
                            <option key={entry.id} value={entry.id}>
                              {entry.title}
                            </option>
                          ))}
                        </Form.Select>
                      </Form.Group>
                    )}
                    {action === 'suspend' && (
                      <Form.Group className="mb-2" controlId="hours">
                        <Form.Label>{t('item.hours')}</Form.Label>
                        <Form.Control
                          type="number"
                          min={1}
                          value={hours}
                          onChange={(event) => setHours(Number(event.target.value))}
                        />
                      </Form.Group>
                    )}
                    {action === 'remove' && (
                      <ContentPicker content={item.content} value={picked} onChange={setPicked} />
                    )}
                    <Form.Group className="mb-2" controlId="note">
                      <Form.Label>{t('item.note')}</Form.Label>
                      <Form.Control
                        as="textarea"
                        rows={2}
                        maxLength={1000}
                        value={note}
                        onChange={(event) => setNote(event.target.value)}
                      />
                    </Form.Group>
                    <Button
                      type="submit"
                      variant={action === 'ban' || action === 'suspend' ? 'danger' : 'primary'}
                    >
                      {t('item.apply')}
                    </Button>
                  </Form>
                )}
              </Card.Body>
            </Card>
          </Col>
        </Row>
      )}
    </Container>
  );
}
