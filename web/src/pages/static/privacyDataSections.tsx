import type { DocumentSection } from './LegalDocument';

/** Privacy Policy, first half: what is stored, what is never recorded, cookies, third parties. */
export const privacyDataSections: DocumentSection[] = [
  {
    id: 'what-we-store',
    heading: 'What we store',
    content: (
      <>
        <p>We keep only what the features you use need:</p>
        <ul>
          <li>
            <strong>Account data</strong> (registered users only): username, e-mail address,
            password as an argon2id hash (we never store the password itself), bio, interests,
            profile picture, whether you completed onboarding, and your friends, friend requests and
            blocked users.
          </li>
          <li>
            <strong>What you post</strong>: photos and videos with their captions, likes and
            comments.
          </li>
          <li>
            <strong>Friend and room messages</strong>, including images and videos sent in them.
            They are stored so that the history is still there when you come back.
          </li>
          <li>
            <strong>Notifications</strong> we create for you (friend requests, likes, comments and
            similar) and whether you have read them.
          </li>
          <li>
            <strong>Reports</strong>: who reported whom, the reason given and when. Only when a user
            files a report about an anonymous chat, the last messages of that chat are attached to
            the report as evidence for our moderators. When a moderator finds no violation and
            dismisses the report, that evidence is deleted 30 days later.
          </li>
          <li>
            <strong>Moderation records</strong>: warnings, suspensions and bans, so they can be
            enforced.
          </li>
          <li>
            <strong>Contact-form messages</strong>: your name, e-mail address, optional phone number
            and message.
          </li>
          <li>
            <strong>Password-reset tokens</strong>: stored only as a hash, usable once, and expired
            after 1 hour.
          </li>
        </ul>
      </>
    ),
  },
  {
    id: 'not-recorded',
    heading: 'What we never record',
    content: (
      <>
        <p>
          Anonymous text chat and anonymous video chat are never recorded or written to disk. While
          an anonymous text chat is running, its last messages are held in the server&apos;s memory
          only, so that they can be attached if someone reports the chat; they disappear when the
          chat ends. Images shared in an anonymous chat are kept only for a short time so your
          partner can open them, and then deleted automatically.
        </p>
        <p>
          Video travels directly between the two browsers (peer-to-peer), encrypted by the browser.
          When a direct connection is not possible, it can pass through a relay (a TURN server),
          which forwards the encrypted stream without being able to watch it. AI video moderation
          runs inside the receiving browser, so video frames never leave your device for moderation.
          Text messages are checked by an automatic filter as they pass through our server and are
          reviewed by people only when they are reported.
        </p>
      </>
    ),
  },
  {
    id: 'ip-addresses',
    heading: 'IP addresses and network data',
    content: (
      <>
        <p>
          To limit abuse, visitor rate limits use a keyed hash of your IP address, never the raw IP
          address. A keyed hash cannot be turned back into the address without our secret key. An
          address never blocks anyone: for a day after someone on it was suspended or banned, a
          browser we do not know there gets a longer captcha, and we remember for 14 days which
          browsers (as keyed hashes) passed a captcha on an address so that they do not.
        </p>
        <p>
          Because video is peer-to-peer, your partner&apos;s browser connects to yours and can see
          your IP address, as with any direct connection on the internet, unless the call goes
          through the relay. To set up the connection your browser also asks a STUN server for its
          public address; that server sees your IP address like any website you visit.
        </p>
      </>
    ),
  },
  {
    id: 'cookies',
    heading: 'Cookies and local storage',
    content: (
      <>
        <p>Serendip sets no tracking or advertising cookies of its own. We use only:</p>
        <ul>
          <li>
            a login token kept in your browser&apos;s local storage (under the name
            &quot;token&quot;) so you stay logged in; logging out removes it;
          </li>
          <li>
            an anti-forgery cookie (XSRF-TOKEN) that protects your account from requests sent by
            other websites;
          </li>
          <li>
            a random visitor identifier in local storage (under the name &quot;visitorId&quot;), so
            that a stranger you reported is not matched with you again and restrictions on abusive
            visitors hold after a reload; it says nothing about who you are. While you are logged in
            it is sent too, so that a suspension of an account also holds for the browsers it used
            (we keep a keyed hash of it with the account, for its last 20 browsers, never the
            identifier itself). Clearing your browser&apos;s site data removes it;
          </li>
          <li>small preferences in local storage, such as your recently used emojis.</li>
        </ul>
      </>
    ),
  },
  {
    id: 'media',
    heading: 'Photos and videos',
    content: (
      <p>
        Uploaded images are re-encoded on our server and their metadata, such as GPS location and
        camera details, is stripped before they are stored. Videos are stored as you upload them, so
        remove location data from a video before posting it if that matters to you. Photos and
        videos you post are visible to other users, and your profile picture, username, bio and
        interests are shown on your public profile.
      </p>
    ),
  },
  {
    id: 'third-parties',
    heading: 'Captcha, ads and other services',
    content: (
      <ul>
        <li>
          <strong>Captcha</strong>: by default we use ALTCHA, a self-hosted proof-of-work check that
          runs in your browser and on our server; nothing is sent to a third party. If the operator
          configures Google reCAPTCHA, hCaptcha or Cloudflare Turnstile instead, that
          provider&apos;s script loads on pages with a captcha and processes data under its own
          privacy policy.
        </li>
        <li>
          <strong>Advertising</strong>: pages contain an ad-network slot. By default it shows our
          own house ads, which involve no third party. If the operator connects an external ad
          network, that network may process data and set cookies under its own policy.
        </li>
        <li>
          <strong>Google sign-in</strong> (optional): if you choose it, Google tells us your e-mail
          address and confirms your identity. We never see your Google password.
        </li>
        <li>
          <strong>E-mail</strong>: password-reset e-mails are sent through our mail server.
        </li>
      </ul>
    ),
  },
];
