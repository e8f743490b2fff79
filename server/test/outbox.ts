import fs from 'node:fs/promises';
import path from 'node:path';
import PostalMime, { type Address } from 'postal-mime';

export interface OutboxMail {
  to: string;
  subject: string;
  text: string;
  html?: string;
  replyTo?: string;
  /** Absolute path of the .eml file. */
  file: string;
}

const firstAddress = (addresses: Address[] | undefined): string | undefined => {
  const [first] = addresses ?? [];
  return first?.address ?? first?.group?.[0]?.address;
};

/** The mails the outbox mailer wrote to `<dataDir>/outbox/`, parsed, oldest first. */
export async function readOutbox(dataDir: string): Promise<OutboxMail[]> {
  const directory = path.join(dataDir, 'outbox');
  const names = await fs.readdir(directory).catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOENT') return [];
    throw error;
  });
  const files = await Promise.all(
    names
      .filter((name) => name.endsWith('.eml'))
      .map(async (name) => {
        const file = path.join(directory, name);
        const stat = await fs.stat(file, { bigint: true });
        // Names start with the ISO time (ms); the modification time orders mails of the same ms.
        return { file, time: name.slice(0, 24), modified: stat.mtimeNs };
      }),
  );
  files.sort(
    (a, b) =>
      a.time.localeCompare(b.time) ||
      (a.modified < b.modified ? -1 : a.modified > b.modified ? 1 : 0),
  );
  return Promise.all(
    files.map(async ({ file }) => {
      const email = await PostalMime.parse(await fs.readFile(file));
      return {
        to: firstAddress(email.to) ?? '',
        subject: email.subject ?? '',
        text: email.text ?? '',
        html: email.html,
        replyTo: firstAddress(email.replyTo),
        file,
      };
    }),
  );
}
