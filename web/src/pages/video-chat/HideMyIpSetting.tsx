import { Alert, Form } from 'react-bootstrap';
import { useStrangersTranslation } from '../../i18n/namespaces/strangers';

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
  const { t } = useStrangersTranslation();
  const helpId = `${id}-help`;
  let help = t('hideIp.off');
  if (hideIp && relayAvailable) help = t('hideIp.relayed');
  else if (hideIp && relayAvailable === null) help = t('hideIp.checking');
  const cannotHonour = hideIp && relayAvailable === false;

  return (
    <div className="vc-hide-ip">
      <Form.Check
        type="switch"
        id={id}
        label={t('hideIp.label')}
        checked={hideIp}
        aria-describedby={helpId}
        onChange={(event) => onChange(event.target.checked)}
      />
      {cannotHonour ? (
        <Alert variant="warning" id={helpId} className="small py-2 px-3 mt-2 mb-0" role="alert">
          {t('hideIp.cannot')}
        </Alert>
      ) : (
        <Form.Text id={helpId} className="d-block">
          {help}
          {inCall && ` ${t('hideIp.nextCall')}`}
        </Form.Text>
      )}
    </div>
  );
}
