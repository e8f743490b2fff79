import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { SupportEmailLink } from './SupportEmailLink';

export interface FaqItem {
  question: string;
  answer: ReactNode;
}

/** The 14 FAQ entries, in their fixed order. */
export const faqItems: FaqItem[] = [
  {
    question: 'What is Serendip?',
    answer: (
      <p>
        Serendip is a free place to meet new people. You can chat by text or video with a random
        stranger, anonymously, or join group video calls and public rooms. With an account you also
        get a profile, friends, a feed of your friends&apos; photos, private chat and notifications.
      </p>
    ),
  },
  {
    question: 'Do I need to register to use Serendip?',
    answer: (
      <p>
        No. <Link to="/anonymous-chat">Anonymous text chat</Link> and{' '}
        <Link to="/video-chat">anonymous video chat</Link> work without an account; you only solve a
        quick captcha. <Link to="/register">Registering</Link> is free and adds a profile, friends,
        the feed, private chat, rooms and notifications, and lets you reveal your profile to a chat
        partner if you want to.
      </p>
    ),
  },
  {
    question: 'Is Serendip safe?',
    answer: (
      <p>
        We work hard to keep it safe: video is moderated by AI, text is moderated by AI and by
        people, everyone can report and block, and rule-breakers are warned, cut off, suspended or
        banned. No platform can guarantee how strangers behave, so please read our{' '}
        <Link to="/safety">Safety Tips</Link> and never share personal details you would regret.
      </p>
    ),
  },
  {
    question: 'Are my chats recorded or monitored?',
    answer: (
      <p>
        No. Anonymous text and video chats are never recorded or saved to disk. Video goes directly
        between your browser and your partner&apos;s, and the AI that checks it runs inside the
        receiving browser, so frames never leave the device. Text is checked by an automatic filter
        as it passes. Only if someone reports a chat are its last messages attached to the report
        for our moderators. Friend and room messages are stored so that your history works.
      </p>
    ),
  },
  {
    question: 'Can I get banned?',
    answer: (
      <p>
        Yes, if you break the <Link to="/community">Community Guidelines</Link>. Depending on how
        serious it is, the action is a warning, termination of the chat or auto-closing of the video
        window, a temporary suspension, or a permanent ban. Bans mainly apply to registered users.
        If you think we got it wrong, e-mail <SupportEmailLink />.
      </p>
    ),
  },
  {
    question: 'How is text chat moderated?',
    answer: (
      <p>
        Text is moderated by AI plus humans. An automatic filter checks messages as they are sent
        and can warn, end the chat or restrict the sender. Reports are reviewed by our moderators,
        who can suspend or ban accounts.
      </p>
    ),
  },
  {
    question: 'Is my data safe?',
    answer: (
      <p>
        We store as little as possible: no tracking cookies, passwords only as argon2id hashes,
        location data stripped from uploaded images, and IP addresses only as a keyed hash for rate
        limits. Anonymous chats are not stored at all. The <Link to="/privacy">Privacy Policy</Link>{' '}
        lists everything we keep.
      </p>
    ),
  },
  {
    question: 'Can I video chat with more than one person?',
    answer: (
      <p>
        Yes. On the <Link to="/video-chat">video chat</Link> page, turn on &quot;Open to Group
        Chat&quot;, or press &quot;Add User&quot; during a call to invite one more stranger. A group
        video call holds up to 4 people.
      </p>
    ),
  },
  {
    question: 'Should I share personal details with people I meet?',
    answer: (
      <p>
        We recommend you don&apos;t, at least not early on. Keep your full name, address, phone
        number, workplace, school, financial details and other social accounts to yourself. Anyone
        asking for money, intimate images or to move to another app quickly is a warning sign.
      </p>
    ),
  },
  {
    question: 'How do I report someone?',
    answer: (
      <p>
        Use the Report button on the user&apos;s profile (you need to be logged in) and describe
        what happened. A report made during an anonymous chat includes its last messages, so our
        moderators can see what happened. You can always leave a chat at once, and blocking a user
        stops them from contacting you. For anything urgent, write to <SupportEmailLink />.
      </p>
    ),
  },
  {
    question: 'Who can use Serendip?',
    answer: (
      <p>
        Only adults: you must be 18 or older, as stated in our{' '}
        <Link to="/terms">Terms and Conditions</Link>. Accounts of people under 18 are closed.
      </p>
    ),
  },
  {
    question: 'Is there a premium version?',
    answer: (
      <p>
        Not at the moment: all features are free. In the future we may offer optional premium
        features such as interest-based matching, verified profiles, and background filters or
        themes.
      </p>
    ),
  },
  {
    question: 'Can I use Serendip on my phone?',
    answer: (
      <p>
        Yes. Serendip runs in the browser of any recent phone, tablet or computer, with no app to
        install. For video chat, allow the browser to use your camera and microphone.
      </p>
    ),
  },
  {
    question: 'How do I contact support?',
    answer: (
      <p>
        Support is by e-mail: write to <SupportEmailLink /> or use the{' '}
        <Link to="/contact">contact form</Link>. A typical reply takes 24 to 48 hours.
      </p>
    ),
  },
];
