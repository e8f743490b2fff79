// PLACEHOLDER: replaced by the feature's socket handlers.
import type { AppContext } from '../platform/context';
export function installAnonymousChat(_ctx: AppContext): void {}
