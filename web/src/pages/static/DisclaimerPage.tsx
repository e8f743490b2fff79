import { Link } from 'react-router';
import { StaticPageLayout } from './StaticPageLayout';
import { EnglishText } from './EnglishText';
import { SupportEmailLink } from './SupportEmailLink';
import { usePagesTranslation } from '../../i18n/namespaces/pages';

const sections = [
  {
    heading: 'Content from users',
    text: 'Messages, video, profiles, photos, comments and rooms on Serendip are created by users. They express the views of their authors, not of Serendip, and we do not check them before they appear. We act on content that breaks our rules when our moderation catches it or when it is reported.',
  },
  {
    heading: 'Who you are talking to',
    text: 'We do not verify the identity, age or intentions of users. People you meet may not be who they say they are. You are responsible for what you share and for any decision to meet someone offline.',
  },
  {
    heading: 'Moderation is not perfect',
    text: 'AI video moderation and automatic text filtering reduce harm but can miss content or occasionally flag harmless content. Human moderators review reports, not every conversation. Moderation is no substitute for your own judgement; see our Safety Tips.',
  },
  {
    heading: 'No professional advice',
    text: 'Blog posts, tips and other information on Serendip are general information only. They are not legal, medical, psychological or financial advice.',
  },
  {
    heading: 'Availability',
    text: 'Serendip is provided "as is" and "as available". Chats can drop, video may not connect on every network, and features can change or be unavailable without notice. Do not rely on Serendip to keep copies of your content.',
  },
  {
    heading: 'Advertising and external links',
    text: 'Advertisements and links to other websites are provided for convenience. Serendip does not endorse and is not responsible for their products, content or privacy practices.',
  },
];

/** /disclaimer: the limits of what Serendip can promise. */
export default function DisclaimerPage() {
  const { t } = usePagesTranslation();
  return (
    <StaticPageLayout title={t('titles.disclaimer')} lead={t('titles.disclaimerLead')} englishOnly>
      <EnglishText>
        {sections.map((section) => (
          <section key={section.heading} className="mb-4">
            <h2 className="h4">{section.heading}</h2>
            <p>{section.text}</p>
          </section>
        ))}
        <p>
          The full rules are in our <Link to="/terms">Terms and Conditions</Link>; see also the{' '}
          <Link to="/safety">Safety Tips</Link>. Questions: <SupportEmailLink />.
        </p>
      </EnglishText>
    </StaticPageLayout>
  );
}
