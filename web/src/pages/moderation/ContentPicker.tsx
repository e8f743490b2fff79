import { Badge, Form } from 'react-bootstrap';
import type { RemovableItem } from '@serendip/protocol';
import { useModerationTranslation } from '../../i18n/namespaces/moderation';

/** A picked piece of content: `kind:id`. */
export const pickKey = (item: Pick<RemovableItem, 'kind' | '_id'>) => `${item.kind}:${item._id}`;

interface ContentPickerProps {
  content: RemovableItem[];
  value: string;
  onChange: (key: string) => void;
}

/**
 * The remove action's choice: one of the person's photos, comments, room messages, reported
 * friend chat messages or rooms.
 */
export function ContentPicker({ content, value, onChange }: ContentPickerProps) {
  const { t } = useModerationTranslation();
  if (content.length === 0)
    return <p className="text-body-secondary small">{t('picker.nothing')}</p>;
  return (
    <fieldset className="mb-2">
      <legend className="form-label fs-6 mb-1">{t('picker.legend')}</legend>
      <div className="border rounded p-2" style={{ maxHeight: 260, overflowY: 'auto' }}>
        {content.map((item) => (
          <Form.Check
            key={pickKey(item)}
            type="radio"
            name="remove-content"
            id={`remove-${pickKey(item)}`}
            checked={value === pickKey(item)}
            onChange={() => onChange(pickKey(item))}
            label={
              <span className="small">
                <Badge bg="light" text="dark" className="border me-1">
                  {t(`picker.kinds.${item.kind}`)}
                </Badge>
                {item.reported && (
                  <Badge bg="danger" className="me-1">
                    {t('picker.reported')}
                  </Badge>
                )}
                <span className="text-break">
                  {item.text || (item.kind === 'photo' ? t('picker.noCaption') : '')}
                </span>
                {item.where && (
                  <span className="text-body-secondary">
                    {' '}
                    {t(item.kind === 'chatMessage' ? 'picker.sentTo' : 'picker.postedIn', {
                      where: item.where,
                    })}
                  </span>
                )}
              </span>
            }
          />
        ))}
      </div>
    </fieldset>
  );
}
