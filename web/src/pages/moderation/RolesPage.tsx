import { useState, type FormEvent } from 'react';
import { Alert, Badge, Button, Container, Form, ListGroup } from 'react-bootstrap';
import type { SearchResult } from '@serendip/protocol';
import { errorMessage } from '../../api/http';
import { loadError, queryClient, useApiMutation, useApiQuery } from '../../api/queries';
import { searchUsers } from '../../api/friends';
import { useModerationTranslation } from '../../i18n/namespaces/moderation';
import { useAuth } from '../../session/AuthContext';
import { usePageTitle } from '../../session/usePageTitle';
import { moderationApi } from './moderationApi';
import { ModerationNav } from './ModerationNav';

/** /moderation/roles (admins): grant and revoke moderators; each change is an audit row. */
export default function RolesPage() {
  const { t } = useModerationTranslation();
  usePageTitle(t('roles.title'));
  const selfId = useAuth().user?._id;
  const [query, setQuery] = useState('');
  // The term last submitted: the list below is its answer.
  const [term, setTerm] = useState('');
  const staffQuery = useApiQuery({
    queryKey: ['moderation', 'staff'],
    queryFn: ({ signal }) => moderationApi.staff(signal),
  });
  const staff = staffQuery.data?.staff ?? null;

  const searchQuery = useApiQuery({
    queryKey: ['moderation', 'roleCandidates', term],
    queryFn: ({ signal }) => searchUsers(term, signal),
    enabled: term !== '',
  });
  const found: SearchResult[] | null = term ? (searchQuery.data ?? null) : null;
  const search = (event: FormEvent) => {
    event.preventDefault();
    const submitted = query.trim();
    if (!submitted) return;
    roleChange.reset();
    // Submitting the same term again asks again (someone may have signed up since).
    if (submitted === term) void searchQuery.refetch();
    else setTerm(submitted);
  };

  // The list of moderators is read again after a change.
  const roleChange = useApiMutation({
    mutationFn: (change: { userId: string; role: 'user' | 'moderator'; username: string }) =>
      moderationApi.setRole(change.userId, change.role),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['moderation', 'staff'] }),
  });
  const change = (userId: string, role: 'user' | 'moderator', username: string) =>
    roleChange.mutate({ userId, role, username });
  const changed = roleChange.isSuccess ? roleChange.variables : null;
  const done = changed
    ? changed.role === 'user'
      ? t('roles.revoked', { name: changed.username })
      : t('roles.granted', { name: changed.username })
    : null;
  const error = roleChange.isError
    ? errorMessage(roleChange.error, t('roles.changeFailed'))
    : (loadError(searchQuery, t('roles.searchFailed')) ??
      loadError(staffQuery, t('roles.loadError')));

  const staffIds = new Set(staff?.map((member) => member._id));
  return (
    <Container className="py-4" style={{ maxWidth: 800 }}>
      <ModerationNav active="roles" />
      {error && <Alert variant="danger">{error}</Alert>}
      {done && <Alert variant="success">{done}</Alert>}
      <h2 className="h5">{t('roles.staff')}</h2>
      <ListGroup className="mb-4">
        {staff?.map((member) => (
          <ListGroup.Item key={member._id} className="d-flex flex-wrap gap-2 align-items-center">
            <strong className="text-break">{member.username}</strong>
            <Badge bg={member.role === 'admin' ? 'dark' : 'primary'}>
              {t(`roles.role.${member.role}`)}
            </Badge>
            {member.role === 'moderator' && member._id !== selfId && (
              <Button
                size="sm"
                variant="outline-danger"
                className="ms-auto"
                onClick={() => void change(member._id, 'user', member.username)}
              >
                {t('roles.revoke')}
              </Button>
            )}
          </ListGroup.Item>
        ))}
      </ListGroup>
      <h2 className="h5">{t('roles.grant')}</h2>
      <Form onSubmit={search} className="d-flex gap-2 mb-2">
        <Form.Control
          type="search"
          placeholder={t('roles.username')}
          aria-label={t('roles.find')}
          value={query}
          onChange={(event) => setQuery(event.target.value)}
        />
        <Button type="submit" variant="outline-primary">
          {t('roles.findButton')}
        </Button>
      </Form>
      {found?.length === 0 && <p className="text-body-secondary">{t('roles.noUsers')}</p>}
      <ListGroup>
        {found
          ?.filter((user) => !staffIds.has(user._id))
          .map((user) => (
            <ListGroup.Item key={user._id} className="d-flex gap-2 align-items-center">
              <span className="text-break">{user.username}</span>
              <Button
                size="sm"
                className="ms-auto"
                onClick={() => void change(user._id, 'moderator', user.username)}
              >
                {t('roles.makeModerator')}
              </Button>
            </ListGroup.Item>
          ))}
      </ListGroup>
    </Container>
  );
}
