/**
 * Our own text rules, as data: what a profanity list misses and matters most on a site where
 * strangers meet. Each rule lists its patterns, what it does in each kind of chat (a chat not
 * listed is not checked by that rule), the notice the sender sees, and examples that must and
 * must not match (checked by textRules.test.ts; the larger labelled set is
 * server/test/fixtures/textRules.labelled.tsv, scored by `npm run text-rules:score`).
 *
 * Actions: 'censor' hides what matched with asterisks (only a pattern's named group `detail`
 * when it has one, so "call me at" stays and the number goes); 'block' does not deliver the
 * message; 'warn' shows the sender the rule's notice inline; 'flag' files an automatic report
 * with the surrounding messages for the moderation queue; 'terminate' ends the anonymous chat
 * or video call; 'support' shows the sender support resources (no sanction).
 */

import type { HiddenContent } from '@serendip/protocol';

export type TextChat = 'anonymous' | 'video' | 'friend' | 'room';
export type TextAction = 'censor' | 'block' | 'warn' | 'flag' | 'terminate' | 'support';

/** Where the profanity list (textFilter.ts) also censors; friends may swear at each other. */
export const PROFANITY_CENSORED_IN: TextChat[] = ['anonymous', 'video', 'room'];

export interface TextRule {
  id: string;
  description: string;
  /** Regular expression sources, matched case-insensitively on the normalised text. */
  patterns: string[];
  actions: Partial<Record<TextChat, TextAction[]>>;
  /** Shown to the sender when the rule warns, blocks or terminates. */
  notice: string;
  /** What a 'censor' hit hides, for the receiver's note (protocol's HiddenContent). */
  hides?: HiddenContent;
  mustMatch: string[];
  mustNotMatch: string[];
}

// Ages a person may state that are under 18 (digits and words), for the minor rule.
const UNDER_18 = '(?:1[0-7]|ten|eleven|twelve|thirteen|fourteen|fifteen|sixteen|seventeen)';
// What follows a stated number when it is not an age ("I'm 14 years into my career").
const NOT_AN_AGE =
  '(?!\\s*(?:years?|yrs?|months?|weeks?|days?|hours?|hrs?|minutes?|mins?|seconds?|secs?|' +
  'k\\b|km|kms|miles?|mi\\b|feet|foot|ft|inch|inches|cm|kg|kgs|lbs?|pounds?|stone|%|percent|' +
  "am\\b|pm\\b|o'?clock|:|[.,]\\d|\\d|th\\b|st\\b|nd\\b|rd\\b|times|pages?|points?|levels?|" +
  'games?|episodes?|people|steps?|streak|in\\b|into\\b|out\\b|of\\b|for\\b|behind|ahead|away|' +
  'late|early|short|off|down|up|and\\s+a\\s+half\\s+(?!years?\\b)\\w+))';
const I_AM = "(?:i'?m|i am|im|i’m)";

// What ends a street address ("42 Baker Street"), for the contact rule.
const STREET =
  '(?:street|st|avenue|ave|road|rd|lane|ln|drive|dr|boulevard|blvd|way|court|ct|place|pl|close|' +
  'crescent|terrace|strasse|straße|rue)';
// Apps strangers move each other to, by the names people type.
const APP = '(?:snap(?:chat)?|sc|insta(?:gram)?|ig|telegram|tg|whats\\s?app|discord|kik)';
// "my snap username is", "insta handle:".
const HANDLE_WORD = '(?:user\\s?name|name|handle|id|tag|acc|account|addy)';
/**
 * A username that cannot be an ordinary word: it starts with @, holds a digit or an underscore
 * (jimmy_2011, coolkid22), two dotted parts (jimmy.k) or a Discord tag (jimmy#1234).
 */
const STRONG_HANDLE =
  '(?<![\\w@.#])(?:@[a-z0-9_](?:[a-z0-9_.]*[a-z0-9_])?|(?=[a-z0-9_.]*[\\d_])[a-z_][a-z0-9_.]*[a-z0-9_]|' +
  '[a-z]{2,}\\.[a-z0-9_]+(?:\\.[a-z0-9_]+)*|[a-z_][a-z0-9_.]*#\\d{4})(?:#\\d{4})?(?![\\w@#])';
// Words that follow "my snap is" or "add me on insta" and are no username (nor are -ly,
// -ed and -ing words: "my ig is deactivated").
const NOT_A_HANDLE_WORDS =
  'private public down up dead gone lit fire trash dry new old full empty open closed off ' +
  'on out there here fine ok okay good bad great cool weird fun funny cute nice better ' +
  'worse best worst same different active broken slow glitchy buggy messy random basic big ' +
  'small huge tiny long short cringe mid sus lame awesome free paid silly real fake busy ' +
  'quiet normal aesthetic popular famous viral dope sick wild crazy insane dumb stupid ' +
  'ugly pretty boring mine yours ours theirs the a an not no so very too just also still ' +
  'kinda super like what where who why how it that this lol lmao lmfao haha hehe rofl omg ' +
  'idk wbu hbu now later today tonight tomorrow soon sometime asap again instead maybe ' +
  'though tho anyway either everything nothing something anything pls plz please thanks ' +
  'thx yes yeah yep nope xoxo bro babe baby dude man girl guys sis hun hon mate fam';
const NOT_A_HANDLE = `(?:${NOT_A_HANDLE_WORDS.split(' ').join('|')}|\\w+(?:ly|ed|ing))`;
/**
 * A plain word taken as a username only where handles are typed: last in the message or before
 * "add", "lol", "and"..., and not a word people say about an app ("my snap is private").
 */
const WORD_HANDLE =
  `(?<![\\w@.#])@?(?!${NOT_A_HANDLE}(?![\\w@.#]))[a-z][a-z0-9_.]{2,29}(?<!\\.)` +
  '(?=\\s*(?:$|[.,!?;)]|\\s(?:add|hmu|lol|lmao|pls|plz|if|and|or|so|on|there)\\b))';
const ANY_HANDLE = `(?:${STRONG_HANDLE}|${WORD_HANDLE})`;

export const TEXT_RULES: TextRule[] = [
  {
    id: 'self-harm-encouragement',
    description: 'Telling someone to hurt or kill themselves ("kys").',
    patterns: [
      '\\bk+\\s?y+\\s?s+\\b',
      '\\bk\\.y\\.s\\.?',
      '\\b(?:go\\s+|just\\s+|pls\\s+|please\\s+)?(?:kill|hang|shoot|off|unalive|neck)\\s+(?:your\\s?self|yo\\s?self|urself|ur\\s+self|yourselves)\\b',
      '\\b(?:go|just|pls|please)\\s+(?:die|jump\\s+off\\s+a\\s+(?:bridge|cliff|building))\\b',
      '\\b(?:you|u)\\s+(?:should|deserve\\s+to|need\\s+to|ought\\s+to)\\s+(?:die(?!\\s+(?:your|ur|my|the|his|her)\\s+hair)|kill\\s+(?:your|ur)\\s?self)\\b',
      '\\b(?:slit|cut)\\s+(?:your|ur)\\s+(?:wrists?|throat)\\b',
      '\\bdrink\\s+(?:some\\s+)?bleach\\b',
      '\\bnobody\\s+would\\s+miss\\s+(?:you|u)\\b',
    ],
    actions: {
      anonymous: ['block', 'warn', 'flag', 'terminate'],
      video: ['block', 'warn', 'flag', 'terminate'],
      friend: ['block', 'warn', 'flag'],
      room: ['block', 'warn', 'flag'],
    },
    notice:
      'Telling someone to hurt themselves is not allowed on Serendip. Your message was not sent.',
    mustMatch: ['kys', 'just kys lol', 'go kill yourself', 'you should die', 'drink bleach'],
    mustNotMatch: ['my keys are lost', 'I use kysely', 'skys the limit', 'kill the lights'],
  },
  {
    id: 'self-harm-self',
    description: 'A person saying they want to hurt or kill themselves: support, never a sanction.',
    patterns: [
      `\\b(?:i|${I_AM})\\s+(?:really\\s+|just\\s+|kinda\\s+|sometimes\\s+)?(?:want|wanna|going|gonna|feel\\s+like|think\\s+about|thinking\\s+about|might|should)\\s+(?:to\\s+)?(?:kill(?:ing)?\\s+myself|die|end(?:ing)?\\s+(?:it\\s+all|my\\s+life|things)|hurt(?:ing)?\\s+myself|cut(?:ting)?\\s+myself)\\b(?!\\s+(?:of|from|laughing|with\\s+laughter))`,
      `\\b${I_AM}\\s+(?:so\\s+|very\\s+|feeling\\s+|kinda\\s+)?suicidal\\b`,
      "\\bi\\s+(?:don'?t|do\\s+not|dont)\\s+want\\s+to\\s+(?:live|be\\s+alive|exist)\\s+any\\s?more\\b",
      '\\bi\\s+(?:keep\\s+)?(?:cut|cutting|hurting|harming)\\s+myself\\b(?!\\s+(?:shaving|cooking|on|by\\s+accident|accidentally|while))',
      '\\b(?:thinking|thought)\\s+(?:about|of)\\s+(?:suicide|killing\\s+myself|ending\\s+my\\s+life)\\b',
      '\\bkms\\b',
    ],
    actions: {
      anonymous: ['support'],
      video: ['support'],
      friend: ['support'],
      room: ['support'],
    },
    notice:
      'It sounds like you are going through a lot. You are not alone: you can talk to someone now, for free and in confidence.',
    mustMatch: ['I want to kill myself', "i'm suicidal", "I don't want to live anymore", 'kms'],
    mustNotMatch: ['I want to die of laughter', 'the Suicide Squad movie', 'my phone died'],
  },
  {
    id: 'sexual-solicitation',
    description: 'Asking a stranger for nudes, sex or sexual acts.',
    patterns: [
      '\\b(?:send|sending|show|trade|swap|share|got\\s+any|got|want|wanna\\s+see|any)\\s+(?:me\\s+)?(?:some\\s+|ur\\s+|your\\s+)?(?:nudes|noodz|nudez|naked\\s+(?:pics?|photos?|selfies?))\\b',
      '\\bnudes\\s*\\?',
      '\\bshow\\s+(?:me\\s+)?(?:your|ur|them|those)\\s+(?:tits|titties|boobs|boobies|dick|cock|pussy|ass|butt|body|nipples|penis|vagina)\\b',
      "\\b(?:wanna|want\\s+to|let'?s|lets|can\\s+we|do\\s+you\\s+want\\s+to)\\s+(?:sext|have\\s+sex|fuck|bang|hook\\s+up(?!\\s+(?:the|a|an|my|your|our)\\b)|cyber(?!-))\\b",
      '\\bsext\\s+(?:me|with\\s+me)\\b',
      '\\b(?:take|took)\\s+(?:off\\s+)?(?:your|ur)\\s+(?:clothes|shirt|top|bra|pants|panties)(?:\\s+off)?\\b',
      '\\b(?:get|getting)\\s+naked\\s+(?:for\\s+me|on\\s+cam|on\\s+camera|now)\\b',
      '\\b(?:strip|touch\\s+yourself|jerk\\s+off|flash\\s+me)\\s+(?:for\\s+me|on\\s+cam|on\\s+camera|now)\\b',
      '\\bcam\\s?2\\s?cam\\b',
      '\\b(?:are\\s+(?:you|u)|r\\s+u|u)\\s+(?:horny|dtf)\\b',
    ],
    actions: {
      anonymous: ['block', 'warn', 'flag'],
      video: ['block', 'warn', 'flag'],
      room: ['block', 'warn', 'flag'],
    },
    notice:
      'Asking strangers for nudes or sex is not allowed on Serendip. Your message was not sent.',
    mustMatch: ['send nudes', 'show me your tits', 'wanna sext?', 'take your clothes off'],
    mustNotMatch: ['the nudes at the museum', 'the cockpit of a plane', 'I live in Sussex'],
  },
  {
    id: 'minor-age',
    description: 'Someone stating an age under 18 (Serendip is for adults only).',
    patterns: [
      `\\b${I_AM}\\s+(?:only\\s+|just\\s+|almost\\s+|nearly\\s+|like\\s+)?${UNDER_18}\\b${NOT_AN_AGE}`,
      `\\b${I_AM}\\s+(?:only\\s+|just\\s+|almost\\s+)?${UNDER_18}\\s*(?:years?|yrs?)\\s*old\\b`,
      `(?:^|\\b(?:${I_AM}|me|age|aged|asl)[:\\s]+)${UNDER_18}\\s*(?:yo|y/o|y\\.o\\.?|years?\\s+old|yrs?\\s+old)\\b`,
      `\\b(?:my\\s+age\\s+is|age\\s*:|aged|asl\\s*[:?]*)\\s*${UNDER_18}\\b${NOT_AN_AGE}`,
      `\\b${I_AM}\\s+in\\s+(?:[5-9]|5th|6th|7th|8th|9th|10th|11th|sixth|seventh|eighth|ninth|tenth|eleventh)\\s*(?:th\\s+)?grade\\b`,
      `\\b${I_AM}\\s+(?:still\\s+)?in\\s+middle\\s+school\\b`,
      `\\b${I_AM}\\s+(?:turning|gonna\\s+be|going\\s+to\\s+be)\\s+(?:1[1-7]|twelve|thirteen|fourteen|fifteen|sixteen|seventeen)\\b(?!\\s*(?:hours|minutes|days|weeks|km|miles|points|games|levels))`,
    ],
    actions: {
      anonymous: ['block', 'warn', 'flag', 'terminate'],
      video: ['block', 'warn', 'flag', 'terminate'],
      friend: ['warn', 'flag'],
      room: ['warn', 'flag'],
    },
    notice: 'Serendip is only for adults (18 and over). A moderator will review this conversation.',
    mustMatch: ["I'm 14", 'im 15 lol', 'i am 16 years old', '15 yo f'],
    mustNotMatch: ["I'm 14 years into my career", "I'm 25", "I'm 15 minutes late", 'my son is 14'],
  },
  {
    id: 'contact-details',
    description:
      "Phone numbers, e-mail or street addresses, or another app's username, shared with a stranger.",
    patterns: [
      '(?<![\\w.])\\+\\d{1,3}[\\s.-]?\\(?\\d{1,4}\\)?(?:[\\s.-]?\\d{2,4}){2,4}(?![\\w.])',
      '(?<![\\w.+-])\\(?\\d{3}\\)?[\\s.-]\\d{3}[\\s.-]\\d{4}(?![\\w.])',
      '(?<![\\w.+-])0\\d{2,4}[\\s.-]?\\d{3,4}[\\s.-]?\\d{3,4}(?![\\w.])',
      '(?<![\\w.+-])\\d{3}[\\s.-]\\d{4}(?![\\w.-])',
      '(?<![\\w.+-])\\d{10,13}(?![\\w.])',
      '\\b(?:call|text|whatsapp|wa|msg|message|ring)\\s+me\\s+(?:on|at)\\s*:?\\s*(?<detail>[\\d(+][\\d\\s().+-]{5,}\\d)',
      '\\b[\\w.+-]+@[\\w-]+(?:\\.[\\w-]+)*\\.[a-z]{2,}\\b',
      `\\b(?:i\\s+live\\s+at|my\\s+address\\s+is|come\\s+to|meet\\s+me\\s+at|i'?m\\s+at)\\s+(?<detail>\\d{1,5}[a-z]?\\s+(?:[a-z]+\\s+){1,3}${STREET})\\b`,
      // "snap: jimmy", "my insta is @jimmy", "add me on snapchat: jimmy_2011", "snap me: coolkid22"
      `\\b${APP}(?:\\s+(?:me|${HANDLE_WORD}))?\\s*[:=]\\s*(?<detail>${ANY_HANDLE})`,
      `\\b(?:my|his|her|our)\\s+${APP}(?:\\s+${HANDLE_WORD})?\\s+(?:is|=)\\s+(?<detail>${ANY_HANDLE})`,
      // "add me on snap jimmy_2011", "hmu on telegram @jimmy", "insta @jimmy", "kik me jim_99"
      `\\b${APP}(?:\\s+(?:me|${HANDLE_WORD}))?\\s+(?:(?:at|is|it'?s)\\s+)?(?<detail>${STRONG_HANDLE})`,
      // "add me on snap jimmyboy" (a plain word last in the message, as handles are typed)
      `\\b(?:add|follow|hmu|dm|msg|message|text|find|hit)\\s+(?:me\\s+)?(?:up\\s+)?(?:on|at)\\s+${APP}\\s*(?<detail>${WORD_HANDLE})\\s*[.!]*$`,
      // "@jimmy on insta", "jimmy_2011 on snap"
      `(?<detail>${STRONG_HANDLE})\\s+(?:on|at|in|via)\\s+(?:the\\s+)?${APP}\\b`,
      // A profile's address: instagram.com/jimmy
      '\\b(?:https?://)?(?:www\\.)?(?:instagram\\.com|instagr\\.am|snapchat\\.com/add|kik\\.me)/[\\w.-]+',
    ],
    actions: {
      anonymous: ['censor', 'warn'],
      video: ['censor', 'warn'],
    },
    hides: 'contact',
    notice:
      "For your safety, phone numbers, e-mail, street addresses and other apps' usernames are hidden in anonymous chat.",
    mustMatch: [
      'call me 555-123-4567',
      '+44 7700 900123',
      'i live at 12 baker street',
      'me@mail.com',
      'add me on snapchat: jimmy_2011',
      'my insta is @jimmy',
      '@jimmy.k on insta',
      'my discord is jimmy#1234',
    ],
    mustNotMatch: [
      'I was born in 1990',
      'I ran 5 miles down the road',
      'we won 3-1',
      'I love my instagram feed',
      'discord is down',
      'my kik scooter',
      'my snap is private',
    ],
  },
  {
    id: 'link-spam',
    description: 'Link shorteners, invite links, paid-content promotion, or many links at once.',
    patterns: [
      '\\b(?:bit\\.ly|tinyurl\\.com|t\\.co|goo\\.gl|is\\.gd|cutt\\.ly|rb\\.gy|ow\\.ly|shorturl\\.at|t\\.me|wa\\.me|discord\\.gg|discord\\.com/invite|chat\\.whatsapp\\.com|linktr\\.ee|onlyfans\\.com|fansly\\.com|chaturbate\\.com|stripchat\\.com|cashapp\\.me|cash\\.app)(?:/\\S*)?',
      '(?:(?:https?://|www\\.)\\S+[\\s\\S]*?){3,}',
      '\\b(?:check|see|visit|click)\\s+(?:out\\s+)?(?:my|the)\\s+(?:link|bio|profile)\\s+(?:for|to\\s+see)\\s+(?:more|pics|nudes|content|free)\\b',
      '\\b(?:free|cheap)\\s+(?:crypto|bitcoin|followers|robux|v-?bucks|nudes)\\b',
    ],
    actions: {
      anonymous: ['block', 'warn', 'flag'],
      video: ['block', 'warn', 'flag'],
      room: ['block', 'warn', 'flag'],
    },
    notice: 'Link spam is not allowed on Serendip. Your message was not sent.',
    mustMatch: ['join t.me/freestuff', 'bit.ly/abc123', 'free crypto here'],
    mustNotMatch: ['I read it on wikipedia.org', 'my cat is called Discord', 'a telegram'],
  },
];
