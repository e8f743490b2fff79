/**
 * When a stranger chat counts as a good one (offered: install the app): the stranger sent at
 * least GOOD_CHAT_MESSAGES messages. Counted per chat; a new match starts again.
 */
export const GOOD_CHAT_MESSAGES = 3;

export interface ChatCount {
  strangerMessages: number;
  /** A good chat has happened (stays true). */
  good: boolean;
}

export type ChatEvent = 'matched' | 'strangerMessage' | 'ended';

export const initialChatCount: ChatCount = { strangerMessages: 0, good: false };

export function countChat(count: ChatCount, event: ChatEvent): ChatCount {
  switch (event) {
    case 'matched':
      return { ...count, strangerMessages: 0 };
    case 'strangerMessage':
      return { ...count, strangerMessages: count.strangerMessages + 1 };
    case 'ended':
      return {
        strangerMessages: 0,
        good: count.good || count.strangerMessages >= GOOD_CHAT_MESSAGES,
      };
  }
}
