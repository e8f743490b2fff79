import { useEffect, useState } from 'react';
import Card from 'react-bootstrap/Card';
import Form from 'react-bootstrap/Form';
import { useAuth } from '../session/AuthContext';
import { useConfig } from '../session/ConfigContext';
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
          Notifications
        </Card.Title>
        <p className="text-body-secondary mb-2">
          When Serendip is closed, friend messages, friend requests and other notifications can
          still reach this device.
        </p>
        <Form.Check
          type="switch"
          id="push-on"
          label="Notify me on this device when Serendip is closed"
          checked={Boolean(choice)}
          disabled={busy}
          onChange={(event) => void apply(event.target.checked, choice?.showText ?? false)}
        />
        <Form.Check
          type="switch"
          id="push-text"
          label="Show message text in notifications"
          checked={choice?.showText ?? false}
          disabled={busy || !choice}
          onChange={(event) => void apply(true, event.target.checked)}
        />
        {refused && (
          <Form.Text className="text-danger">
            Notifications are blocked for this site in your browser settings.
          </Form.Text>
        )}
      </Card.Body>
    </Card>
  );
}
