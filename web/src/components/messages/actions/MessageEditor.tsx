import { useState, type FormEvent } from 'react';
import { MESSAGE_MAX_LENGTH } from '@serendip/protocol';
import type { ThreadMessage } from '../../../api/messageDelivery';
import type { MessageActions } from './MessageActionsContext';
import { useSocialTranslation } from '../../../i18n/namespaces/social';

/** Edits one's own message in place: Enter saves, Shift+Enter a new line, Escape cancels. */
export function MessageEditor({
  message,
  actions,
}: {
  message: ThreadMessage;
  actions: MessageActions;
}) {
  const { t } = useSocialTranslation();
  const [text, setText] = useState(message.content);
  const [saving, setSaving] = useState(false);
  const save = async (event?: FormEvent) => {
    event?.preventDefault();
    const content = text.trim();
    if (!content || saving) return;
    if (content === message.content) return actions.cancelEdit();
    setSaving(true);
    await actions.saveEdit(message, content);
    setSaving(false);
  };
  return (
    <form className="message-editor" onSubmit={save}>
      <textarea
        className="form-control form-control-sm"
        aria-label={t('actions.editMessage')}
        value={text}
        maxLength={MESSAGE_MAX_LENGTH}
        rows={Math.min(5, text.split('\n').length)}
        autoFocus
        onChange={(event) => setText(event.target.value)}
        onKeyDown={(event) => {
          if (event.key === 'Escape') {
            event.stopPropagation();
            actions.cancelEdit();
          } else if (event.key === 'Enter' && !event.shiftKey) {
            event.preventDefault();
            void save();
          }
        }}
      />
      <div className="message-editor-buttons">
        <button type="button" className="btn btn-sm btn-light" onClick={actions.cancelEdit}>
          {t('common.cancel')}
        </button>
        <button type="submit" className="btn btn-sm btn-success" disabled={saving || !text.trim()}>
          {t('common.save')}
        </button>
      </div>
    </form>
  );
}
