import { useState } from 'react';
import { Alert, Button, Card, Container, Form } from 'react-bootstrap';
import { Link } from 'react-router';
import { errorMessage } from '../../api/http';
import { loadError, queryClient, useApiMutation, useApiQuery } from '../../api/queries';
import { useFormat } from '../../i18n/format';
import { useModerationTranslation } from '../../i18n/namespaces/moderation';
import { usePageTitle } from '../../session/usePageTitle';
import { moderationApi } from './moderationApi';
import { ModerationNav } from './ModerationNav';
import { DATE_TIME } from './dateTime';
import { useVisitorLabel } from './useVisitorLabel';

/** /moderation/appeals: open appeals, decided by another moderator than the one who decided. */
export default function AppealsPage() {
  const { t } = useModerationTranslation();
  const format = useFormat();
  const visitorLabel = useVisitorLabel();
  usePageTitle(t('appeals.title'));
  const [reasons, setReasons] = useState<Record<string, string>>({});
  const appealsQuery = useApiQuery({
    queryKey: ['moderation', 'appeals'],
    queryFn: ({ signal }) => moderationApi.appeals(signal),
  });
  const appeals = appealsQuery.data?.appeals ?? null;
  // The list is read again after a decision.
  const decision = useApiMutation({
    mutationFn: ({ id, verdict }: { id: string; verdict: 'upheld' | 'reversed' }) =>
      moderationApi.decideAppeal(id, verdict, reasons[id] ?? ''),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['moderation', 'appeals'] }),
  });
  const decide = (id: string, verdict: 'upheld' | 'reversed') => decision.mutate({ id, verdict });
  const done = decision.data?.message ?? null;
  const error = decision.isError
    ? errorMessage(decision.error, t('appeals.decideFailed'))
    : loadError(appealsQuery, t('appeals.loadError'));
  return (
    <Container className="py-3 py-sm-4 px-2 px-sm-3" style={{ maxWidth: 960 }}>
      <ModerationNav active="appeals" />
      {error && <Alert variant="danger">{error}</Alert>}
      {done && <Alert variant="success">{done}</Alert>}
      {appeals?.length === 0 && <Alert variant="info">{t('appeals.none')}</Alert>}
      {appeals?.map((appeal) => (
        <Card key={appeal._id} className="mb-3" data-testid="appeal">
          <Card.Body className="p-2 p-sm-3">
            <Card.Title as="h2" className="h6 d-flex flex-wrap gap-2 align-items-center">
              <span className="text-break">{appeal.username ?? visitorLabel(appeal.subject)}</span>
              <Link to={appeal.itemPath} className="small fw-normal">
                {t('appeals.evidence')}
              </Link>
              <small className="ms-auto text-body-secondary fw-normal">
                {format.date(appeal.createdAt, DATE_TIME)}
              </small>
            </Card.Title>
            <Card.Text className="small text-body-secondary">
              <strong>{t('appeals.decision')}</strong> <bdi>{appeal.statement.message}</bdi>
            </Card.Text>
            <Card.Text className="text-break">
              <strong>{t('appeals.appeal')}</strong> <bdi>{appeal.text}</bdi>
            </Card.Text>
            {appeal.allowed.length === 0 ? (
              <p className="small text-body-secondary mb-0">{t('appeals.ownDecision')}</p>
            ) : (
              <>
                <Form.Control
                  as="textarea"
                  rows={2}
                  aria-label={t('appeals.reason')}
                  placeholder={t('appeals.reasonPlaceholder')}
                  value={reasons[appeal._id] ?? ''}
                  onChange={(event) => setReasons({ ...reasons, [appeal._id]: event.target.value })}
                />
                <div className="d-flex gap-2 mt-2">
                  {appeal.allowed.includes('reversed') && (
                    <Button variant="success" onClick={() => decide(appeal._id, 'reversed')}>
                      {t('appeals.reverse')}
                    </Button>
                  )}
                  {appeal.allowed.includes('upheld') && (
                    <Button
                      variant="outline-secondary"
                      onClick={() => decide(appeal._id, 'upheld')}
                    >
                      {t('appeals.uphold')}
                    </Button>
                  )}
                </div>
              </>
            )}
          </Card.Body>
        </Card>
      ))}
    </Container>
  );
}
