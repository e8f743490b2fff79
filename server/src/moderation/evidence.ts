import {
  type EvidenceLine,
  type EvidenceMedia,
  type EvidenceSpeaker,
  type FlaggedWords,
  type ReportEvidence,
} from '@serendip/protocol';
import { TEXT_RULES } from './textRules';
import { matchedWords } from './autoFlag';

/**
 * The stored evidence of a report, read for a moderator: every shape the report paths file
 * (a stranger report's kept lines, a content report, an automatic text or image flag, a
 * profile's bio) becomes one ReportEvidence with lines labelled by speaker and media marked
 * to be shown blurred.
 */

type Json = Record<string, unknown>;

const isObject = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const text = (value: unknown): string => (typeof value === 'string' ? value : '');
const MEDIA_TYPES = new Set(['image', 'video']);
const LINE_TYPES = new Set(['text', 'emoji', 'image', 'video']);

/** Only our own uploads are shown as media; anything else stays text. */
const isUpload = (path: string) => path.startsWith('/uploads/') && !path.includes('..');

const EMPTY: ReportEvidence = {
  kind: 'none',
  flagged: null,
  lines: [],
  media: [],
  text: null,
  bio: null,
};

/** Account ids that sent the lines of stored evidence (to show their usernames). */
export function evidenceSenders(evidence: unknown): string[] {
  const lines = isObject(evidence)
    ? [
        ...(Array.isArray(evidence.messages) ? evidence.messages : []),
        ...(Array.isArray(evidence.surrounding) ? evidence.surrounding : []),
      ]
    : [];
  return lines.flatMap((line) =>
    isObject(line) && typeof line.senderId === 'string' ? [line.senderId] : [],
  );
}

interface Speakers {
  /** Stored `from` → who it is, from the report's point of view. */
  speakerOf: (from: string) => EvidenceSpeaker;
  usernames: Map<string, string>;
  /** The reported person's username, for the flagged line of an automatic flag. */
  reportedUsername: string | null;
}

function line(raw: unknown, speakers: Speakers, flagged = false): EvidenceLine | null {
  if (!isObject(raw)) return null;
  const type = LINE_TYPES.has(text(raw.type)) ? (text(raw.type) as EvidenceLine['type']) : 'text';
  const content = text(raw.content);
  const senderId = text(raw.senderId);
  return {
    speaker: speakers.speakerOf(text(raw.from)),
    username: senderId ? (speakers.usernames.get(senderId) ?? null) : null,
    // A media line whose path is not one of our uploads is shown as its text.
    type: MEDIA_TYPES.has(type) && !isUpload(content) ? 'text' : type,
    content,
    sentAt: text(raw.sentAt),
    flagged: flagged || raw.reported === true,
    ...(text(raw.originalContent) ? { originalContent: text(raw.originalContent) } : {}),
    ...(raw.deleted === true ? { deleted: true } : {}),
  };
}

function mediaOf(lines: EvidenceLine[]): EvidenceMedia[] {
  return lines.flatMap((entry) =>
    entry.type === 'image' || entry.type === 'video'
      ? [{ type: entry.type, url: entry.content, caption: null, blurred: true as const }]
      : [],
  );
}

const SPEAKER = new Set<EvidenceSpeaker>(['reported', 'reporter', 'other']);

function autoText(evidence: Json, speakers: Speakers): ReportEvidence {
  const message = isObject(evidence.message) ? evidence.message : {};
  const content = text(message.content);
  const rules = Array.isArray(evidence.rules) ? evidence.rules.map(text) : [];
  // Flags filed before the matched words were stored: match them again from the message.
  const stored = Array.isArray(evidence.matches) ? evidence.matches : null;
  const matches = stored
    ? stored.filter(isObject).map((entry) => ({
        rule: text(entry.rule),
        matched: Array.isArray(entry.matched) ? entry.matched.map(text) : [],
      }))
    : matchedWords(content, rules);
  const flaggedRules: FlaggedWords[] = matches.map((entry) => ({
    ...entry,
    description: TEXT_RULES.find((rule) => rule.id === entry.rule)?.description ?? entry.rule,
  }));
  // The sender of the surrounding lines is the flagged person; the rest is whom they talked to.
  const own: Speakers = {
    ...speakers,
    speakerOf: (from) => (from === 'sender' ? 'reported' : 'other'),
  };
  const before = (Array.isArray(evidence.surrounding) ? evidence.surrounding : []).flatMap(
    (raw) => line(raw, own) ?? [],
  );
  const flaggedLine: EvidenceLine = {
    speaker: 'reported',
    username: speakers.reportedUsername,
    type: 'text',
    content,
    sentAt: text(message.at),
    flagged: true,
  };
  const lines = [...before, flaggedLine];
  return {
    ...EMPTY,
    kind: 'chat',
    flagged: { message: content, delivered: message.delivered === true, rules: flaggedRules },
    lines,
    media: mediaOf(lines),
  };
}

function content(evidence: Json, speakers: Speakers): ReportEvidence {
  const kind = text(evidence.kind);
  if (kind === 'photo') {
    const url = text(evidence.imageUrl);
    return {
      ...EMPTY,
      kind: 'photo',
      text: text(evidence.caption) || null,
      media: isUpload(url)
        ? [
            {
              type: text(evidence.type) === 'video' ? 'video' : 'image',
              url,
              caption: text(evidence.caption) || null,
              blurred: true,
            },
          ]
        : [],
    };
  }
  if (kind === 'comment') return { ...EMPTY, kind: 'comment', text: text(evidence.text) };
  const lines = (Array.isArray(evidence.messages) ? evidence.messages : []).flatMap(
    (raw) => line(raw, speakers) ?? [],
  );
  return { ...EMPTY, kind: 'chat', lines, media: mediaOf(lines) };
}

/** One report's stored evidence as the console shows it. */
export function presentEvidence(
  evidence: unknown,
  usernames: Map<string, string>,
  reportedUsername: string | null,
): ReportEvidence {
  const speakers: Speakers = {
    speakerOf: (from) =>
      SPEAKER.has(from as EvidenceSpeaker) ? (from as EvidenceSpeaker) : 'other',
    usernames,
    reportedUsername,
  };
  // A stranger report (anonymous or video): the pair's or call's last lines, both sides.
  if (Array.isArray(evidence)) {
    const lines = evidence.flatMap((raw) => line(raw, speakers) ?? []);
    return { ...EMPTY, kind: 'chat', lines, media: mediaOf(lines) };
  }
  if (!isObject(evidence)) return EMPTY;
  switch (evidence.source) {
    case 'auto-text':
      return autoText(evidence, speakers);
    case 'content':
      return content(evidence, speakers);
    case 'profile':
      return { ...EMPTY, kind: 'profile', bio: text(evidence.bio) };
    case 'auto-image': {
      const url = text(evidence.path);
      return {
        ...EMPTY,
        kind: 'image',
        media: isUpload(url) ? [{ type: 'image', url, caption: null, blurred: true }] : [],
      };
    }
    default:
      return EMPTY;
  }
}
