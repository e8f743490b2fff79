import { Form } from 'react-bootstrap';

/** The adult viewer's switch for blur-first; explicit video is still closed automatically. */
export function BlurFirstSetting({
  id,
  blurFirst,
  onChange,
}: {
  id: string;
  blurFirst: boolean;
  onChange: (on: boolean) => void;
}) {
  return (
    <Form.Group className="mb-3">
      <Form.Check
        type="switch"
        id={id}
        label="Blur strangers' video until it passes the safety check"
        checked={blurFirst}
        onChange={(event) => onChange(event.currentTarget.checked)}
      />
      <Form.Text>
        Checked on your device: no frame leaves it. Explicit video is closed and reported either
        way.
      </Form.Text>
    </Form.Group>
  );
}
