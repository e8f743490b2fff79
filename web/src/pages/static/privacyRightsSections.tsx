import { Link } from 'react-router';
import type { DocumentSection } from './LegalDocument';
import { SupportEmailLink } from './SupportEmailLink';

/** Privacy Policy, second half: use, visibility, retention, security and your rights. */
export const privacyRightsSections: DocumentSection[] = [
  {
    id: 'how-we-use',
    heading: 'How we use your data',
    content: (
      <>
        <p>We use the data above only to:</p>
        <ul>
          <li>run the features you use: chats, profiles, friends, feed, rooms, notifications;</li>
          <li>keep Serendip safe: captchas, rate limits, moderation, reports and bans;</li>
          <li>answer your messages and send password-reset e-mails.</li>
        </ul>
        <p>
          We do not sell your data, we do not build advertising profiles, and we do not track you
          across other websites.
        </p>
      </>
    ),
  },
  {
    id: 'who-sees-what',
    heading: 'Who can see what',
    content: (
      <ul>
        <li>Your public profile and posted photos: anyone, on your profile page and in feeds.</li>
        <li>Friend messages: you and your friend. Room messages: the members of the room.</li>
        <li>
          Anonymous chats: only you and your partner, live. Your profile is shown to a partner only
          if you click &quot;Reveal My Profile&quot;.
        </li>
        <li>Reports, moderation records and contact messages: our moderation and support staff.</li>
      </ul>
    ),
  },
  {
    id: 'retention',
    heading: 'How long we keep it',
    content: (
      <ul>
        <li>Account data, posts and messages: until you delete them or your account.</li>
        <li>Anonymous chats: not kept at all (see above).</li>
        <li>Password-reset tokens: 1 hour at most.</li>
        <li>
          Reports and moderation records: as long as needed to handle the report and enforce
          sanctions.
        </li>
        <li>Contact-form messages: as long as needed to answer you.</li>
      </ul>
    ),
  },
  {
    id: 'security',
    heading: 'Security',
    content: (
      <p>
        Passwords are hashed with argon2id. Requests that change data are protected against
        cross-site forgery, login tokens are invalidated when you reset your password, and user text
        is always displayed as text, never run as code. No system is perfectly secure, so use a
        unique password for Serendip.
      </p>
    ),
  },
  {
    id: 'your-rights',
    heading: 'Your choices and rights',
    content: (
      <>
        <p>
          You can edit your profile, delete your photos and log out at any time. To get a copy of
          your data, correct it or have your account and its data deleted, send a deletion or access
          request by e-mail to <SupportEmailLink /> from the e-mail address of your account, so that
          we can confirm it is yours. Depending on where you live, you may also have the right to
          object to processing and to complain to a data protection authority.
        </p>
      </>
    ),
  },
  {
    id: 'age',
    heading: 'Adults only',
    content: (
      <p>
        Serendip is only for people who are 18 or older. We do not knowingly collect data from
        anyone under 18. If you believe a minor is using Serendip, report them or contact us, and we
        will close the account and delete its data.
      </p>
    ),
  },
  {
    id: 'changes',
    heading: 'Changes to this policy',
    content: (
      <p>
        When we change this policy we update the date at the top of this page. Please check it from
        time to time.
      </p>
    ),
  },
  {
    id: 'contact',
    heading: 'Contact',
    content: (
      <p>
        Privacy questions or requests: <SupportEmailLink />, or use our{' '}
        <Link to="/contact">contact form</Link>. We usually reply within 24 to 48 hours.
      </p>
    ),
  },
];
