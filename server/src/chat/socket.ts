// PLACEHOLDER: replaced by the feature's socket handlers.
import type { AppContext } from '../platform/context';
export function installChatSockets(_ctx: AppContext): void {}
