import { useState, type ReactNode } from 'react';
import { Form, Offcanvas, Spinner } from 'react-bootstrap';
import { useMediaQuery } from '../../components/useMediaQuery';
import { deviceIdOf, type InputKind } from './useLocalMedia';
import { useMediaDevices, type InputDevice } from './useMediaDevices';

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
  devices: InputDevice[];
  current: string | undefined;
  busy: boolean;
  onChoose: (deviceId: string) => void;
}

/** The inputs one can switch, in the order shown. */
const INPUTS: { kind: InputKind; label: string }[] = [
  { kind: 'videoinput', label: 'Camera' },
  { kind: 'audioinput', label: 'Microphone' },
];

function DeviceSelect({ kind, label, devices, current, busy, onChoose }: DeviceSelectProps) {
  const known = devices.some((device) => device.deviceId === current);
  return (
    <Form.Group controlId={`vc-${kind}`} className="mb-3">
      <Form.Label className="fw-semibold d-flex align-items-center gap-2">
        {label}
        {busy && (
          <Spinner animation="border" size="sm" role="status">
            <span className="visually-hidden">Switching…</span>
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
            {devices.length === 0
              ? `No ${label.toLowerCase()} found`
              : `Choose a ${label.toLowerCase()}`}
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
      <Offcanvas.Header closeButton closeLabel="Close settings">
        <Offcanvas.Title id="vc-settings-title" as="h2" className="h5 fw-bold">
          Settings
        </Offcanvas.Title>
      </Offcanvas.Header>
      <Offcanvas.Body>
        {INPUTS.map(({ kind, label }) => (
          <DeviceSelect
            key={kind}
            kind={kind}
            label={label}
            devices={devices[kind]}
            current={deviceIdOf(stream, kind)}
            busy={busy === kind}
            onChoose={(deviceId) => void choose(kind, deviceId)}
          />
        ))}
        {children}
      </Offcanvas.Body>
    </Offcanvas>
  );
}
