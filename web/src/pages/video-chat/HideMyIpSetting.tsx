import { Alert, Form } from 'react-bootstrap';

interface HideMyIpSettingProps {
  id: string;
  hideIp: boolean;
  /** A TURN relay is configured; null while unknown. */
  relayAvailable: boolean | null;
  onChange: (hideIp: boolean) => void;
  /** In a call the setting applies from the next one. */
  inCall?: boolean;
}

/** 'Hide my IP': relay-only ICE. Says plainly when no relay exists and it cannot be honoured. */
export function HideMyIpSetting(props: HideMyIpSettingProps) {
  const { id, hideIp, relayAvailable, onChange, inCall = false } = props;
  const helpId = `${id}-help`;
  let help = 'Off: calls connect directly, so the people you call can see your IP address.';
  if (hideIp && relayAvailable) {
    help = 'Calls go through our relay server, so the people you call do not see your IP address.';
  } else if (hideIp && relayAvailable === null) {
    help = 'Checking whether a relay server is available…';
  }
  const cannotHonour = hideIp && relayAvailable === false;

  return (
    <div className="vc-hide-ip">
      <Form.Check
        type="switch"
        id={id}
        label="Hide my IP"
        checked={hideIp}
        aria-describedby={helpId}
        onChange={(event) => onChange(event.target.checked)}
      />
      {cannotHonour ? (
        <Alert variant="warning" id={helpId} className="small py-2 px-3 mt-2 mb-0" role="alert">
          Hide my IP cannot be honoured: no relay server is configured. Calls connect directly, so
          the people you call may see your IP address.
        </Alert>
      ) : (
        <Form.Text id={helpId} className="d-block">
          {help}
          {inCall && ' Changes apply from your next call.'}
        </Form.Text>
      )}
    </div>
  );
}
