import { Badge, Form } from 'react-bootstrap';
import type { RemovableItem } from '@serendip/protocol';

const KIND_LABEL: Record<RemovableItem['kind'], string> = {
  photo: 'Photo',
  comment: 'Comment',
  roomMessage: 'Room message',
  chatMessage: 'Friend chat message',
  room: 'Room',
};

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
  if (content.length === 0)
    return <p className="text-body-secondary small">This person has no content to remove.</p>;
  return (
    <fieldset className="mb-2">
      <legend className="form-label fs-6 mb-1">Content to remove</legend>
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
                  {KIND_LABEL[item.kind]}
                </Badge>
                {item.reported && (
                  <Badge bg="danger" className="me-1">
                    Reported
                  </Badge>
                )}
                <span className="text-break">
                  {item.text || (item.kind === 'photo' ? '(no caption)' : '')}
                </span>
                {item.where && (
                  <span className="text-body-secondary">
                    {item.kind === 'chatMessage' ? ' to ' : ' in '}
                    {item.where}
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
