import { Nav } from 'react-bootstrap';
import { Link } from 'react-router';
import { useRole } from './useRole';

/** The console's sections: queue, appeals and (admins) the audit log. */
export function ModerationNav({ active }: { active: 'queue' | 'appeals' | 'log' | 'roles' }) {
  const role = useRole();
  return (
    <>
      <h1 className="h3">Moderation</h1>
      <Nav variant="tabs" activeKey={active} className="mb-3">
        <Nav.Item>
          <Nav.Link as={Link} to="/moderation" eventKey="queue">
            Queue
          </Nav.Link>
        </Nav.Item>
        <Nav.Item>
          <Nav.Link as={Link} to="/moderation/appeals" eventKey="appeals">
            Appeals
          </Nav.Link>
        </Nav.Item>
        {role === 'admin' && (
          <Nav.Item>
            <Nav.Link as={Link} to="/moderation/log" eventKey="log">
              Audit log
            </Nav.Link>
          </Nav.Item>
        )}
        {role === 'admin' && (
          <Nav.Item>
            <Nav.Link as={Link} to="/moderation/roles" eventKey="roles">
              Moderators
            </Nav.Link>
          </Nav.Item>
        )}
      </Nav>
    </>
  );
}
