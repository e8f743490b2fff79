import { Form } from 'react-bootstrap';
import { useStrangersTranslation } from '../../../i18n/namespaces/strangers';

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
  const { t } = useStrangersTranslation();
  return (
    <Form.Group className="mb-3">
      <Form.Check
        type="switch"
        id={id}
        label={t('blurFirst.label')}
        checked={blurFirst}
        onChange={(event) => onChange(event.currentTarget.checked)}
      />
      <Form.Text>{t('blurFirst.help')}</Form.Text>
    </Form.Group>
  );
}
