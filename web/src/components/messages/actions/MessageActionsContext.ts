import { createContext, useContext } from 'react';
import type { ReportableKind } from '@serendip/protocol';
import type { ThreadMessage } from '../../../api/messageDelivery';

/** What a bubble can do with its message; given by the chat panel around the list. */
export interface MessageActions {
  selfId?: string;
  /** Which kind of report a message of this thread is. */
  reportKind: ReportableKind;
  react(message: ThreadMessage, emoji: string): void;
  reply(message: ThreadMessage): void;
  /** The message being edited in place, if any. */
  editingId: string | null;
  startEdit(message: ThreadMessage): void;
  cancelEdit(): void;
  saveEdit(message: ThreadMessage, content: string): Promise<void>;
  remove(message: ThreadMessage): void;
}

export const MessageActionsContext = createContext<MessageActions | null>(null);

/** The thread's actions, or null where a list is shown without them. */
export const useMessageActions = () => useContext(MessageActionsContext);
