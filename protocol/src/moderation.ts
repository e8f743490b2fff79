/** Safety checks on text (server/src/moderation/textRules.ts): what the sender is told. */

/** Where someone in distress can talk to a person now. */
export interface SupportResource {
  name: string;
  contact: string;
  url: string;
}

/** Shown to a person who says they want to hurt themselves (no sanction follows). */
export const SUPPORT_RESOURCES: SupportResource[] = [
  {
    name: 'Find a Helpline (free, confidential, worldwide)',
    contact: 'Search by country',
    url: 'https://findahelpline.com',
  },
  {
    name: '988 Suicide & Crisis Lifeline (US)',
    contact: 'Call or text 988',
    url: 'https://988lifeline.org',
  },
  {
    name: 'Samaritans (UK and Ireland)',
    contact: 'Call 116 123',
    url: 'https://www.samaritans.org',
  },
];

/**
 * `moderationNotice`, to the sender only: 'warning' when a text rule caught their message (it
 * may have been hidden or not sent), 'support' with resources when they said they want to hurt
 * themselves (their message was delivered).
 */
export interface ModerationNotice {
  kind: 'warning' | 'support';
  /** The rule's id, e.g. 'contact-details'. */
  rule: string;
  message: string;
  resources?: SupportResource[];
}

/**
 * `chatTerminated`: the safety checks ended an anonymous chat or a video call (for the sender
 * of the message, with the rule's reason; for the partner, a neutral reason). In a call,
 * callId names it.
 */
export interface ChatTerminated {
  reason: string;
  callId?: string;
}

/** Said to the partner whose chat was ended because of the other person's message. */
export const PARTNER_CHAT_TERMINATED =
  'The chat was ended by our safety checks. You did nothing wrong.';

export interface ModerationServerEvents {
  moderationNotice: (notice: ModerationNotice) => void;
  chatTerminated: (payload: ChatTerminated) => void;
}
