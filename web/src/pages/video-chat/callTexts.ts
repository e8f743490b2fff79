/** The video chat's texts that are fixed word for word, and how members are named. */

/** 'Stranger' and the first four characters of the member's socket id. */
export function strangerLabel(socketId: string): string {
  return `Stranger [${socketId.slice(0, 4)}]`;
}

export const memberLeftMessage = (socketId: string) =>
  `${strangerLabel(socketId)} has left the call.`;
/** 'Connection with' the peer id 'failed.' */
export const connectionFailedMessage = (socketId: string) => `Connection with ${socketId} failed.`;
export const LOOKING_FOR_MORE = 'Your call is now looking for more members.';
export const ADDING_USER = 'Looking for another user to join...';
export const NO_CONNECTION = 'Socket connection not available. Please refresh.';
export const CONNECTION_LOST = 'The connection was lost. Please start a new call.';
export const MEDIA_ERROR = 'Could not access camera and microphone. Please check permissions.';
export const SWITCH_ERROR = 'Could not switch camera/microphone. Please check permissions.';
export const DEVICES_ERROR = 'Could not access media devices. Please check permissions.';
/** The set-up screen after a report took us out of the call. */
export const LEFT_AFTER_REPORT =
  'You left the call. You will not be matched with the person you reported again.';
