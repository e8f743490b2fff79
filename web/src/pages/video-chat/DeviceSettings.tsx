import { useState, type ReactNode } from 'react';
import { Form, Offcanvas, Spinner } from 'react-bootstrap';
import { useMediaQuery } from '../../components/useMediaQuery';
import { deviceIdOf, type InputKind } from './useLocalMedia';
import { useMediaDevices, type InputDevice } from './useMediaDevices';
import { useStrangersTranslation } from '../../i18n/namespaces/strangers';

interface DeviceSettingsProps {
  show: boolean;
  onHide: () => void;
  /** The local stream, whose tracks say which devices are in use. */
  stream: MediaStream | null;
  /** Switches live (the call keeps going); resolves when done. */
  onSwitch: (kind: InputKind, deviceId: string) => Promise<unknown>;
  /** Further settings (Hide my IP). */
  children?: ReactNode;
}

interface DeviceSelectProps {
  kind: InputKind;
  label: string;
  /** The select's first line: none found, or choose one. */
  noneText: string;
  chooseText: string;
  devices: InputDevice[];
  current: string | undefined;
  busy: boolean;
  onChoose: (deviceId: string) => void;
}

/** The inputs one can switch, in the order shown, with their texts' keys. */
const INPUTS = [
  {
    kind: 'videoinput',
    label: 'settings.camera',
    none: 'settings.noCamera',
    choose: 'settings.chooseCamera',
  },
  {
    kind: 'audioinput',
    label: 'settings.microphone',
    none: 'settings.noMicrophone',
    choose: 'settings.chooseMicrophone',
  },
] as const satisfies { kind: InputKind; label: string; none: string; choose: string }[];

function DeviceSelect(props: DeviceSelectProps) {
  const { kind, label, devices, current, busy, onChoose } = props;
  const { t } = useStrangersTranslation();
  const known = devices.some((device) => device.deviceId === current);
  return (
    <Form.Group controlId={`vc-${kind}`} className="mb-3">
      <Form.Label className="fw-semibold d-flex align-items-center gap-2">
        {label}
        {busy && (
          <Spinner animation="border" size="sm" role="status">
            <span className="visually-hidden">{t('settings.switching')}</span>
          </Spinner>
        )}
      </Form.Label>
      <Form.Select
        value={known ? current : ''}
        disabled={busy || devices.length === 0}
        onChange={(event) => onChoose(event.target.value)}
      >
        {!known && (
          <option value="" disabled>
            {devices.length === 0 ? props.noneText : props.chooseText}
          </option>
        )}
        {devices.map((device) => (
          <option key={device.deviceId} value={device.deviceId}>
            {device.label}
          </option>
        ))}
      </Form.Select>
    </Form.Group>
  );
}

/** The settings flyout: camera and microphone, switched without dropping the call. */
export function DeviceSettings({ show, onHide, stream, onSwitch, children }: DeviceSettingsProps) {
  const { t } = useStrangersTranslation();
  const devices = useMediaDevices(show);
  const phone = useMediaQuery('(max-width: 575.98px)');
  const [busy, setBusy] = useState<InputKind | null>(null);

  const choose = async (kind: InputKind, deviceId: string) => {
    if (!deviceId) return;
    setBusy(kind);
    try {
      await onSwitch(kind, deviceId);
    } finally {
      setBusy(null);
    }
  };

  return (
    <Offcanvas
      show={show}
      onHide={onHide}
      placement={phone ? 'bottom' : 'end'}
      className="vc-settings"
      aria-labelledby="vc-settings-title"
    >
      <Offcanvas.Header closeButton closeLabel={t('settings.close')}>
        <Offcanvas.Title id="vc-settings-title" as="h2" className="h5 fw-bold">
          {t('settings.title')}
        </Offcanvas.Title>
      </Offcanvas.Header>
      <Offcanvas.Body>
        {INPUTS.map((input) => (
          <DeviceSelect
            key={input.kind}
            kind={input.kind}
            label={t(input.label)}
            noneText={t(input.none)}
            chooseText={t(input.choose)}
            devices={devices[input.kind]}
            current={deviceIdOf(stream, input.kind)}
            busy={busy === input.kind}
            onChoose={(deviceId) => void choose(input.kind, deviceId)}
          />
        ))}
        {children}
      </Offcanvas.Body>
    </Offcanvas>
  );
}
