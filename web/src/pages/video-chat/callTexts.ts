import { strangersText } from '../../i18n/namespaces/strangers';

/**
 * The video chat's texts written outside a render (toasts, errors kept in the call's state) and
 * how members are named, in the language the app speaks when they are written. The English ones
 * are fixed word for word by the specification.
 */

/** 'Stranger' and the first four characters of the member's socket id. */
export function strangerLabel(socketId: string): string {
  return strangersText('tile.stranger', { id: socketId.slice(0, 4) });
}

export const memberLeftMessage = (socketId: string) =>
  strangersText('toasts.memberLeft', { id: socketId.slice(0, 4) });
/** 'Connection with' the peer id 'failed.' */
export const connectionFailedMessage = (socketId: string) =>
  strangersText('toasts.connectionFailed', { id: socketId });
export const lookingForMoreText = () => strangersText('toasts.lookingForMore');
export const addingUserText = () => strangersText('toasts.addingUser');
export const noConnectionText = () => strangersText('toasts.noConnection');
export const connectionLostText = () => strangersText('toasts.callConnectionLost');
export const mediaErrorText = () => strangersText('toasts.mediaError');
export const switchErrorText = () => strangersText('toasts.switchError');
export const devicesErrorText = () => strangersText('toasts.devicesError');
