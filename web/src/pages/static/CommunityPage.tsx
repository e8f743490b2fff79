import { Link } from 'react-router';
import { StaticPageLayout } from './StaticPageLayout';
import { EnglishText } from './EnglishText';
import { SupportEmailLink } from './SupportEmailLink';
import { usePagesTranslation } from '../../i18n/namespaces/pages';

const rules = [
  {
    heading: 'Adults only',
    points: [
      'You must be 18 or older to use Serendip, with or without an account.',
      'If someone appears to be under 18, leave the chat and report them.',
    ],
  },
  {
    heading: 'Respect everyone',
    points: [
      'No harassment, bullying, threats or intimidation.',
      'No hate speech or slurs based on race, ethnicity, religion, gender, sexual orientation, disability or any other identity.',
      'If someone is not interested, let them go. Skipping is a normal part of random chat.',
    ],
  },
  {
    heading: 'Keep it clean',
    points: [
      'No nudity, sexual acts or sexually explicit content on camera, in messages or in posts.',
      'Never ask or pressure anyone for intimate images or to undress.',
      'No graphic violence, gore, self-harm content or drug dealing.',
    ],
  },
  {
    heading: 'Protect privacy',
    points: [
      'Do not share anyone’s personal information (name, address, phone, workplace, photos) without consent.',
      'Do not record, screenshot or share other people’s chats or video without their clear permission.',
      'Do not film people who have not agreed to be on camera.',
    ],
  },
  {
    heading: 'Be genuine',
    points: [
      'Do not impersonate other people, brands or Serendip staff.',
      'No spam, advertising, promotion, chain messages or links to phishing or malware.',
      'No scams: never ask other users for money, gift cards, crypto or account details.',
      'No bots, automated accounts or tricks to get around captchas, rate limits or bans.',
    ],
  },
  {
    heading: 'Nothing illegal',
    points: [
      'No content or activity that is illegal, including anything that sexualises minors, which we may report to the authorities.',
      'Only post photos and videos you have the right to share.',
    ],
  },
];

/** /community: the Community Guidelines and how they are enforced. */
export default function CommunityPage() {
  const { t } = usePagesTranslation();
  return (
    <StaticPageLayout title={t('titles.community')} lead={t('titles.communityLead')} englishOnly>
      <EnglishText>
        {rules.map((rule) => (
          <section key={rule.heading} className="mb-4">
            <h2 className="h4">{rule.heading}</h2>
            <ul>
              {rule.points.map((point) => (
                <li key={point}>{point}</li>
              ))}
            </ul>
          </section>
        ))}

        <section className="mb-4">
          <h2 className="h4">How we enforce these rules</h2>
          <p>
            Video is moderated by AI running in the receiving browser, and text is moderated by an
            automatic filter plus human moderators who review reports. Depending on how serious a
            violation is, and whether it is repeated, we take one of these actions:
          </p>
          <ol>
            <li>a warning;</li>
            <li>termination of the chat or auto-closing of the video window;</li>
            <li>a temporary suspension;</li>
            <li>a permanent ban.</li>
          </ol>
          <p>
            Bans mainly apply to registered users; visitors without an account can also be
            restricted. Creating a new account to get around a suspension or ban can lead to a
            permanent ban.
          </p>
          <p>
            Repeat offenders: within 180 days, a first violation usually brings a warning, the
            second a 24-hour suspension, the third a 7-day suspension and the fourth a permanent
            ban. Serious violations (threats, anything sexualising minors) can lead to a ban at
            once. Every decision comes with a statement of its reasons: what was decided, about
            which content, under which rule, whether it was automatic, and for how long. You can
            read yours and appeal each one within 6 months on your{' '}
            <Link to="/account/standing">account standing</Link> page; a different moderator reviews
            every appeal.
          </p>
        </section>

        <section className="mb-4">
          <h2 className="h4">Whom a decision applies to</h2>
          <p>
            A suspension or ban applies to the person it is about: their account, wherever they are
            signed in, and the browsers they used with it, even signed out. For a visitor without an
            account, it applies to that browser. It never applies to anyone else, even someone on
            the same internet connection as them: a household, an office or a whole mobile network
            can share one address. Nobody but that person ever sees their decision, its note or its
            appeal.
          </p>
          <p>
            An address is never enough to block anyone. For a day after someone was suspended or
            banned, a browser we have never seen before on the same address may be asked for a
            captcha that takes a few seconds longer, and that is all. Signed-in accounts in good
            standing are never slowed down because of someone else.
          </p>
        </section>

        <section className="mb-4">
          <h2 className="h4">Reporting and appeals</h2>
          <p>
            If someone breaks these rules, leave the conversation, block them and report them with a
            short description of what happened. Our moderators review every report. If you believe a
            moderation decision about you was wrong, write to <SupportEmailLink /> and we will take
            another look.
          </p>
          <p>
            See also our <Link to="/safety">Safety Tips</Link> and{' '}
            <Link to="/terms">Terms and Conditions</Link>.
          </p>
        </section>
      </EnglishText>
    </StaticPageLayout>
  );
}
