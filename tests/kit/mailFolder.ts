/**
 * The reference server's mail folder (MOCK_MAIL_DIR, docs/server.md#mail) as a test reads it: the
 * `.eml` files it wrote, each read back as a person's mail program would (headers unfolded, the
 * text part's quoted-printable undone), and the reset link a message carries.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

export interface ReadMail {
  file: string;
  to: string;
  subject: string;
  text: string;
}

function decodeQuotedPrintable(body: string): string {
  const bytes = body
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
  return Buffer.from(bytes, 'latin1').toString('utf8');
}

/** The headers of a part (unfolded, names in lower case) and its body. */
function splitPart(part: string): { headers: Map<string, string>; body: string } {
  const at = part.search(/\r?\n\r?\n/);
  const head = at === -1 ? part : part.slice(0, at);
  const body = at === -1 ? '' : part.slice(at).replace(/^\r?\n\r?\n/, '');
  const headers = new Map<string, string>();
  for (const line of head.replace(/\r?\n[ \t]+/g, ' ').split(/\r?\n/)) {
    const colon = line.indexOf(':');
    if (colon > 0) headers.set(line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim());
  }
  return { headers, body };
}

/** The text/plain part of a message, decoded. */
function plainText(source: string): string {
  const { headers, body } = splitPart(source);
  const type = headers.get('content-type') ?? 'text/plain';
  const boundary = /boundary="?([^";]+)"?/.exec(type)?.[1];
  if (!boundary) {
    return headers.get('content-transfer-encoding') === 'quoted-printable' ? decodeQuotedPrintable(body) : body;
  }
  for (const part of body.split(`--${boundary}`)) {
    const inner = splitPart(part.replace(/^\r?\n/, ''));
    if (!(inner.headers.get('content-type') ?? '').startsWith('text/plain')) continue;
    return inner.headers.get('content-transfer-encoding') === 'quoted-printable'
      ? decodeQuotedPrintable(inner.body)
      : inner.body;
  }
  return '';
}

/** Every message in the folder, in the order sent (the file names sort so). */
export function readMailFolder(folder: string): ReadMail[] {
  if (!existsSync(folder)) return [];
  return readdirSync(folder)
    .filter((name) => name.endsWith('.eml'))
    .sort()
    .map((file) => {
      const source = readFileSync(join(folder, file), 'utf8');
      const { headers } = splitPart(source);
      return { file, to: headers.get('to') ?? '', subject: headers.get('subject') ?? '', text: plainText(source) };
    });
}

/** The reset links in a message's text. */
export const resetLinksIn = (text: string): string[] =>
  text.match(/https?:\/\/\S+\/reset-password\?token=[\w-]+/g) ?? [];

const sleep = (ms: number) => new Promise((done) => setTimeout(done, ms));

/**
 * The newest reset link mailed to `to` once there are `count` messages to that address: the
 * server writes a message after its answer, so a test waits for the file (up to `withinMs`, a
 * deadline, not a verdict on speed).
 */
export async function resetLinkMailedTo(folder: string, to: string, count = 1, withinMs = 30_000): Promise<string> {
  const deadline = Date.now() + withinMs;
  for (;;) {
    const messages = readMailFolder(folder).filter((message) => message.to === to);
    const link = messages.length >= count ? resetLinksIn(messages[messages.length - 1]?.text ?? '')[0] : undefined;
    if (link) return link;
    if (Date.now() > deadline) throw new Error(`no ${count} message(s) to ${to} in ${folder} within ${withinMs} ms`);
    await sleep(50);
  }
}

/**
 * The messages to `to` once there are at least `count` of them, in the order sent: as for a reset
 * link, the server writes each after its answer, so a test waits for the files (a deadline, not a
 * verdict on speed).
 */
export async function mailTo(folder: string, to: string, count: number, withinMs = 30_000): Promise<ReadMail[]> {
  const deadline = Date.now() + withinMs;
  for (;;) {
    const messages = readMailFolder(folder).filter((message) => message.to === to);
    if (messages.length >= count) return messages;
    if (Date.now() > deadline) throw new Error(`no ${count} message(s) to ${to} in ${folder} within ${withinMs} ms`);
    await sleep(50);
  }
}
