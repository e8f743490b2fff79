import { useCallback, useEffect, useState, type FormEvent } from 'react';
import { Alert, Badge, Button, Container, Form, ListGroup } from 'react-bootstrap';
import type { SearchResult, StaffMember } from '@serendip/protocol';
import { errorMessage } from '../../api/http';
import { searchUsers } from '../../api/friends';
import { useAuth } from '../../session/AuthContext';
import { usePageTitle } from '../../session/usePageTitle';
import { moderationApi } from './moderationApi';
import { ModerationNav } from './ModerationNav';

/** /moderation/roles (admins): grant and revoke moderators; each change is an audit row. */
export default function RolesPage() {
  usePageTitle('Moderators');
  const selfId = useAuth().user?._id;
  const [staff, setStaff] = useState<StaffMember[] | null>(null);
  const [query, setQuery] = useState('');
  const [found, setFound] = useState<SearchResult[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);

  const load = useCallback(() => {
    moderationApi.staff().then(
      (answer) => setStaff(answer.staff),
      (failure) => setError(errorMessage(failure, 'Could not load the moderators.')),
    );
  }, []);
  useEffect(load, [load]);

  const search = async (event: FormEvent) => {
    event.preventDefault();
    if (!query.trim()) return;
    try {
      setFound(await searchUsers(query.trim()));
    } catch (failure) {
      setError(errorMessage(failure, 'Error searching users'));
    }
  };

  const change = async (userId: string, role: 'user' | 'moderator', username: string) => {
    setError(null);
    try {
      await moderationApi.setRole(userId, role);
      setDone(
        role === 'user'
          ? `${username} is no longer a moderator.`
          : `${username} is now a moderator.`,
      );
      load();
    } catch (failure) {
      setError(errorMessage(failure, 'Could not change the role.'));
    }
  };

  const staffIds = new Set(staff?.map((member) => member._id));
  return (
    <Container className="py-4" style={{ maxWidth: 800 }}>
      <ModerationNav active="roles" />
      {error && <Alert variant="danger">{error}</Alert>}
      {done && <Alert variant="success">{done}</Alert>}
      <h2 className="h5">Moderators and admins</h2>
      <ListGroup className="mb-4">
        {staff?.map((member) => (
          <ListGroup.Item key={member._id} className="d-flex flex-wrap gap-2 align-items-center">
            <strong className="text-break">{member.username}</strong>
            <Badge bg={member.role === 'admin' ? 'dark' : 'primary'}>{member.role}</Badge>
            {member.role === 'moderator' && member._id !== selfId && (
              <Button
                size="sm"
                variant="outline-danger"
                className="ms-auto"
                onClick={() => void change(member._id, 'user', member.username)}
              >
                Revoke
              </Button>
            )}
          </ListGroup.Item>
        ))}
      </ListGroup>
      <h2 className="h5">Make someone a moderator</h2>
      <Form onSubmit={search} className="d-flex gap-2 mb-2">
        <Form.Control
          type="search"
          placeholder="Username"
          aria-label="Find a user by username"
          value={query}
          onChange={(event) => setQuery(event.target.value)}
        />
        <Button type="submit" variant="outline-primary">
          Find
        </Button>
      </Form>
      {found?.length === 0 && <p className="text-body-secondary">No users found.</p>}
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
                Make moderator
              </Button>
            </ListGroup.Item>
          ))}
      </ListGroup>
    </Container>
  );
}
