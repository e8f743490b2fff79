import { useEffect, useState } from 'react';
import Card from 'react-bootstrap/Card';
import Form from 'react-bootstrap/Form';
import { useAuth } from '../session/AuthContext';
import { useConfig } from '../session/ConfigContext';
import { useTranslation } from '../i18n/i18n';
import { pushSupported, storedChoice, turnOffPush, turnOnPush } from './pushSubscription';

/**
 * The notification settings of this browser: on or off, and whether they show message text
 * (off by default: only who wrote). Hidden where the browser or the server has no Web Push.
 */
export function PushSettings() {
  const { user } = useAuth();
  const publicKey = useConfig()?.push?.publicKey;
  const userId = user?._id;
  const [choice, setChoice] = useState(() => (userId ? storedChoice(userId) : undefined));
  const [busy, setBusy] = useState(false);
  const { t } = useTranslation();
  const [refused, setRefused] = useState(false);

  useEffect(() => setChoice(userId ? storedChoice(userId) : undefined), [userId]);

  if (!userId || !pushSupported(publicKey)) return null;

  const apply = async (on: boolean, showText: boolean) => {
    setBusy(true);
    setRefused(false);
    try {
      if (on) setRefused(!(await turnOnPush(userId, publicKey, showText)));
      else await turnOffPush(userId);
    } finally {
      setChoice(storedChoice(userId));
      setBusy(false);
    }
  };

  return (
    <Card>
      <Card.Body as="fieldset" aria-labelledby="push-settings-title">
        <Card.Title as="h2" id="push-settings-title" className="h5">
          {t('pwa.settings.title')}
        </Card.Title>
        <p className="text-body-secondary mb-2">{t('pwa.settings.body')}</p>
        <Form.Check
          type="switch"
          id="push-on"
          label={t('pwa.settings.on')}
          checked={Boolean(choice)}
          disabled={busy}
          onChange={(event) => void apply(event.target.checked, choice?.showText ?? false)}
        />
        <Form.Check
          type="switch"
          id="push-text"
          label={t('pwa.settings.showText')}
          checked={choice?.showText ?? false}
          disabled={busy || !choice}
          onChange={(event) => void apply(true, event.target.checked)}
        />
        {refused && <Form.Text className="text-danger">{t('pwa.settings.blocked')}</Form.Text>}
      </Card.Body>
    </Card>
  );
}
