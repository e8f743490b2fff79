import type { MessagePage } from '@serendip/protocol';
import { mergeMessages, type ThreadMessage } from '../../api/messageDelivery';

/**
 * One thread as the query cache holds it: every message shown (history pages, live messages and
 * one's own sends still pending or failed) and how far back the history was read.
 */
export interface ThreadHistory {
  messages: ThreadMessage[];
  /** The oldest history page merged in; 0 until page 1 has arrived. */
  page: number;
  totalPages: number;
}

const EMPTY: ThreadHistory = { messages: [], page: 0, totalPages: 0 };

/** The cache key of one thread, from its channel's key. */
export function threadKey(channelKey: string) {
  return ['thread', channelKey] as const;
}

/** Changes the messages; a thread with nothing read yet starts empty. */
export function withMessages(
  history: ThreadHistory | undefined,
  change: (list: ThreadMessage[]) => ThreadMessage[],
): ThreadHistory {
  const current = history ?? EMPTY;
  return { ...current, messages: change(current.messages) };
}

/**
 * Merges page 1 (the newest messages) into what the thread holds. When history was held but
 * page 1's oldest message is not in it, more was missed than a page holds (the thread was away
 * or offline long): the held history older than page 1 is dropped and paging starts again at
 * page 1, so no gap of missed messages sits unseen in the list.
 */
export function withFirstPage(
  history: ThreadHistory | undefined,
  first: MessagePage,
): ThreadHistory {
  const current = history ?? EMPTY;
  const oldest = first.messages[0];
  const gap =
    current.page > 0 &&
    oldest !== undefined &&
    !current.messages.some((message) => message._id === oldest._id);
  if (gap) {
    const since = Date.parse(oldest.createdAt);
    const kept = current.messages.filter(
      (message) => message.delivery || !(Date.parse(message.createdAt) < since),
    );
    return {
      messages: mergeMessages(kept, first.messages),
      page: first.currentPage,
      totalPages: first.totalPages,
    };
  }
  return {
    messages: mergeMessages(current.messages, first.messages),
    page: current.page || first.currentPage,
    totalPages: current.page ? Math.max(current.totalPages, first.totalPages) : first.totalPages,
  };
}

/**
 * Merges an older page into the thread, if it is still the page after the oldest one held
 * (paging may have started again at page 1 while it loaded).
 */
export function withOlderPage(
  history: ThreadHistory | undefined,
  page: number,
  older: MessagePage,
): ThreadHistory | undefined {
  if (!history || history.page !== page - 1) return history;
  return {
    messages: mergeMessages(history.messages, older.messages),
    page: older.currentPage,
    totalPages: older.totalPages,
  };
}
