import { Link } from 'react-router';
import type { DocumentSection } from './LegalDocument';
import { SupportEmailLink } from './SupportEmailLink';

/** The sections of the Terms and Conditions, in order. */
export const termsSections: DocumentSection[] = [
  {
    id: 'acceptance',
    heading: 'Acceptance of these terms',
    content: (
      <p>
        By opening or using Serendip (the website, its chats and its social features) you agree to
        these Terms and Conditions and to our <Link to="/privacy">Privacy Policy</Link>. If you do
        not agree, please do not use Serendip.
      </p>
    ),
  },
  {
    id: 'eligibility',
    heading: 'You must be 18 or older',
    content: (
      <p>
        Serendip is for adults only. You must be 18 years of age or older to use any part of it,
        with or without an account. By using Serendip you confirm that you are at least 18. We close
        accounts and end chats of anyone we believe to be under 18.
      </p>
    ),
  },
  {
    id: 'accounts',
    heading: 'Accounts',
    content: (
      <>
        <p>
          Anonymous text chat and anonymous video chat work without an account. Profiles, friends,
          the feed, private chat, rooms and notifications need a registered account.
        </p>
        <ul>
          <li>Give a valid e-mail address; we use it for password resets and replies to you.</li>
          <li>Keep your password secret. You are responsible for what happens in your account.</li>
          <li>
            One person per account. Do not sell, share or take over someone else&apos;s account.
          </li>
          <li>Your username, profile picture, bio, interests and posted photos are public.</li>
        </ul>
      </>
    ),
  },
  {
    id: 'conduct',
    heading: 'Acceptable use',
    content: (
      <>
        <p>
          You must follow our <Link to="/community">Community Guidelines</Link>. In particular you
          must not:
        </p>
        <ul>
          <li>harass, threaten, bully or hate-target anyone;</li>
          <li>show nudity or sexual content on camera or in posts, or pressure anyone for it;</li>
          <li>
            share content involving minors in any sexual or exploitative way (we may report it to
            the authorities);
          </li>
          <li>post someone else&apos;s personal information or record people without consent;</li>
          <li>spam, scam, advertise, phish or spread malware;</li>
          <li>impersonate others or misrepresent your age;</li>
          <li>
            get around bans, captchas or rate limits, automate accounts, or disrupt the service.
          </li>
        </ul>
      </>
    ),
  },
  {
    id: 'content',
    heading: 'Your content',
    content: (
      <p>
        You keep the rights to the photos, videos, captions and messages you post. You give us the
        permission we need to store them and show them to the people you share them with, only to
        run Serendip. Post only content you have the right to share. You can delete your photos at
        any time; we may remove content that breaks these terms.
      </p>
    ),
  },
  {
    id: 'anonymous-chat',
    heading: 'Anonymous chat and video',
    content: (
      <p>
        Anonymous chats connect you with a random stranger. We do not record them, but we cannot
        stop the other person from taking screenshots or filming their screen, so only show and say
        what you would be comfortable being kept. Video is sent directly between the browsers
        (peer-to-peer), so the other side&apos;s browser can learn your IP address unless the call
        goes through our relay. Read our <Link to="/safety">Safety Tips</Link> before chatting.
      </p>
    ),
  },
  {
    id: 'moderation',
    heading: 'Moderation and enforcement',
    content: (
      <>
        <p>
          Video is moderated by AI that runs in the receiving browser. Text is moderated by an
          automatic filter and by people who review reports. When rules are broken we may take one
          or more of these actions: a warning, termination of the chat or auto-closing of the video
          window, a temporary suspension, and a permanent ban.
        </p>
        <p>
          Bans mainly apply to registered users. Visitors without an account can be restricted
          through a visitor identifier and a keyed hash of their IP address. Creating new accounts
          to avoid a ban is not allowed. If you believe we made a mistake, write to{' '}
          <SupportEmailLink />.
        </p>
      </>
    ),
  },
  {
    id: 'fees-ads',
    heading: 'Fees and advertising',
    content: (
      <p>
        All features of Serendip are currently free. If we ever offer paid features, we will show
        the price and ask for your agreement before you are charged. Pages show advertisement slots;
        an ad is not an endorsement by Serendip.
      </p>
    ),
  },
  {
    id: 'disclaimers',
    heading: 'Disclaimers and liability',
    content: (
      <>
        <p>
          Serendip is provided &quot;as is&quot; and &quot;as available&quot;. We do not verify the
          identity or age of users and are not responsible for what other users say or do.
          Moderation reduces harm but cannot catch everything. See our{' '}
          <Link to="/disclaimer">Disclaimer</Link>.
        </p>
        <p>
          To the extent the law allows, we are not liable for indirect or consequential losses, or
          for losses caused by other users. Nothing in these terms limits rights you have under laws
          that cannot be changed by contract.
        </p>
      </>
    ),
  },
  {
    id: 'termination',
    heading: 'Ending your use',
    content: (
      <p>
        You may stop using Serendip at any time. To delete your account and its data, e-mail{' '}
        <SupportEmailLink /> from the address of your account. We may suspend or close accounts that
        break these terms, as described above.
      </p>
    ),
  },
  {
    id: 'changes',
    heading: 'Changes to these terms',
    content: (
      <p>
        We may update these terms. The date at the top shows the latest version. For important
        changes we may also notify registered users. Using Serendip after a change means you accept
        the new terms.
      </p>
    ),
  },
  {
    id: 'contact',
    heading: 'Contact',
    content: (
      <p>
        Questions about these terms: <SupportEmailLink /> or our{' '}
        <Link to="/contact">contact form</Link>.
      </p>
    ),
  },
];
