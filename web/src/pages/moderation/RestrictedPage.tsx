import { Container } from 'react-bootstrap';
import { useStandingTranslation } from '../../i18n/namespaces/standing';
import { useAuth } from '../../session/AuthContext';
import { usePageTitle } from '../../session/usePageTitle';
import { SuspensionScreen } from './SuspensionScreen';

/**
 * What a suspended or banned account sees in place of any page it may not use (feed, chats,
 * video, rooms, posting...): the one suspension screen, at the page's own address.
 */
export default function RestrictedPage() {
  const { t } = useStandingTranslation();
  const { restriction, setRestriction } = useAuth();
  const title = t(restriction?.decision === 'ban' ? 'restricted.banned' : 'restricted.suspended');
  usePageTitle(title);
  if (!restriction) return null;
  return (
    <Container className="py-4" style={{ maxWidth: 760 }}>
      <h1 className="h3">{title}</h1>
      <SuspensionScreen key={restriction._id} statement={restriction} onAppealed={setRestriction} />
    </Container>
  );
}
