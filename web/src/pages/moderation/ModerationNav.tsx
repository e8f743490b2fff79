import { Nav } from 'react-bootstrap';
import { Link } from 'react-router';
import { useModerationTranslation } from '../../i18n/namespaces/moderation';
import { useRole } from './useRole';

/** The console's sections: queue, appeals and (admins) the audit log. */
export function ModerationNav({ active }: { active: 'queue' | 'appeals' | 'log' | 'roles' }) {
  const { t } = useModerationTranslation();
  const role = useRole();
  return (
    <>
      <h1 className="h3">{t('nav.heading')}</h1>
      <Nav variant="tabs" activeKey={active} className="mb-3" aria-label={t('nav.sections')}>
        <Nav.Item>
          <Nav.Link as={Link} to="/moderation" eventKey="queue">
            {t('nav.queue')}
          </Nav.Link>
        </Nav.Item>
        <Nav.Item>
          <Nav.Link as={Link} to="/moderation/appeals" eventKey="appeals">
            {t('nav.appeals')}
          </Nav.Link>
        </Nav.Item>
        {role === 'admin' && (
          <Nav.Item>
            <Nav.Link as={Link} to="/moderation/log" eventKey="log">
              {t('nav.log')}
            </Nav.Link>
          </Nav.Item>
        )}
        {role === 'admin' && (
          <Nav.Item>
            <Nav.Link as={Link} to="/moderation/roles" eventKey="roles">
              {t('nav.roles')}
            </Nav.Link>
          </Nav.Item>
        )}
      </Nav>
    </>
  );
}
