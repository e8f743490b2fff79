// PLACEHOLDER: replaced by the mail implementation.
import type { Config } from '../config';
import type { Logger } from '../logger';
import type { Mailer } from './types';
export function createMailer(_config: Config, _logger: Logger): Mailer {
  return { send: async () => {}, close: async () => {} };
}
