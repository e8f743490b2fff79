import { useEffect, useState } from 'react';
import { useToast } from '../../components/Toasts';
import { devicesErrorText } from './callTexts';
import { strangersText } from '../../i18n/namespaces/strangers';
import type { InputKind } from './useLocalMedia';

export interface InputDevice {
  deviceId: string;
  label: string;
}

export type InputDevices = Record<InputKind, InputDevice[]>;

/** "Camera 2", "Microphone 1": a device the browser has not named yet, by its place. */
const FALLBACK_LABEL = {
  videoinput: (n: number) => strangersText('settings.cameraN', { n }),
  audioinput: (n: number) => strangersText('settings.microphoneN', { n }),
} satisfies Record<InputKind, (n: number) => string>;

/** Cameras and microphones; browsers hide labels until access was granted, so number them. */
export function listInputs(devices: MediaDeviceInfo[]): InputDevices {
  const inputs: InputDevices = { videoinput: [], audioinput: [] };
  for (const device of devices) {
    if (device.kind !== 'videoinput' && device.kind !== 'audioinput') continue;
    const list = inputs[device.kind];
    if (!device.deviceId || list.some((known) => known.deviceId === device.deviceId)) continue;
    const label = device.label || FALLBACK_LABEL[device.kind](list.length + 1);
    list.push({ deviceId: device.deviceId, label });
  }
  return inputs;
}

/** The inputs, read while `active` (the settings are open) and again when devices change. */
export function useMediaDevices(active: boolean): InputDevices {
  const { showToast } = useToast();
  const [devices, setDevices] = useState<InputDevices>({ videoinput: [], audioinput: [] });

  useEffect(() => {
    if (!active) return;
    let live = true;
    const mediaDevices = navigator.mediaDevices;
    const read = () => {
      if (!mediaDevices?.enumerateDevices) {
        showToast(devicesErrorText(), 'danger');
        return;
      }
      mediaDevices.enumerateDevices().then(
        (found) => {
          if (live) setDevices(listInputs(found));
        },
        (error: unknown) => {
          console.warn('enumerateDevices failed.', error);
          if (live) showToast(devicesErrorText(), 'danger');
        },
      );
    };
    read();
    mediaDevices?.addEventListener?.('devicechange', read);
    return () => {
      live = false;
      mediaDevices?.removeEventListener?.('devicechange', read);
    };
  }, [active, showToast]);

  return devices;
}
