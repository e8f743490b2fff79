import { Alert } from 'react-bootstrap';
import { Link } from 'react-router';
import { StaticPageLayout } from './StaticPageLayout';
import { EnglishText } from './EnglishText';
import { usePagesTranslation } from '../../i18n/namespaces/pages';

const tipGroups = [
  {
    heading: 'Guard your personal information',
    tips: [
      'Stay anonymous until you have a good reason not to. Your first name is plenty.',
      'Never share your address, phone number, workplace, school, passwords or financial details.',
      'Think twice before linking other social accounts: they often reveal your full name, friends and location.',
      'Pick a username that is not your real name or the handle you use elsewhere.',
    ],
  },
  {
    heading: 'Before you turn on your camera',
    tips: [
      'Check what is behind you: mail, photos, windows and uniforms can reveal where you live or work.',
      'Frame the camera on your face. Assume anything you show could be captured by the other person, because we cannot stop screenshots.',
      'Video calls are peer-to-peer, so the other browser may learn your IP address, which reveals your approximate area. A reputable VPN hides it if that worries you.',
      'Use the settings flyout to make sure the right camera and microphone are selected.',
    ],
  },
  {
    heading: 'Spot the warning signs',
    tips: [
      'Requests for money, gift cards, crypto or "help" with an emergency are scams.',
      'Pressure to undress or send intimate images is a common start of sextortion. Leave immediately.',
      'Being rushed to move to another app, click a link or download a file is a red flag.',
      'Someone who seems under 18 should not be on Serendip: end the chat and report it.',
    ],
  },
  {
    heading: 'Use the tools',
    tips: [
      'Skip or End Call at any moment; you never owe a stranger an explanation.',
      'Images from strangers stay blurred until you click them, so you decide what you see.',
      'Block a user to stop them contacting you, and report anyone who breaks the rules.',
      'Reveal your profile in anonymous chat only if you really want that person to find you.',
    ],
  },
  {
    heading: 'If you decide to meet in person',
    tips: [
      'Take your time and talk by video first to check the person is who they say they are.',
      'Meet in a busy public place, arrange your own transport and tell a friend where you will be.',
      'Stay sober enough to make good decisions and leave whenever you feel uncomfortable.',
    ],
  },
];

/** /safety: practical advice for chatting with strangers. */
export default function SafetyPage() {
  const { t } = usePagesTranslation();
  return (
    <StaticPageLayout title={t('titles.safety')} lead={t('titles.safetyLead')} englishOnly>
      <EnglishText>
        {tipGroups.map((group) => (
          <section key={group.heading} className="mb-4">
            <h2 className="h4">{group.heading}</h2>
            <ul>
              {group.tips.map((tip) => (
                <li key={tip}>{tip}</li>
              ))}
            </ul>
          </section>
        ))}

        <section className="mb-4">
          <h2 className="h4">If something goes wrong</h2>
          <p>
            If someone threatens you or tries to blackmail you, stop replying, do not pay, keep any
            evidence you have (such as their username and messages), block and report them. You did
            nothing wrong by being targeted. Talk to someone you trust, and contact the police where
            you live.
          </p>
          <Alert variant="warning" className="mb-0">
            If you or someone else is in immediate danger, call your local emergency number now.
          </Alert>
        </section>

        <p>
          Read our <Link to="/community">Community Guidelines</Link> to know what is and is not
          allowed, and the <Link to="/privacy">Privacy Policy</Link> to see what we store.
        </p>
      </EnglishText>
    </StaticPageLayout>
  );
}
