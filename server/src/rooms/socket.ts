// PLACEHOLDER: replaced by the feature's socket handlers.
import type { AppContext } from '../platform/context';
export function installRoomSockets(_ctx: AppContext): void {}
