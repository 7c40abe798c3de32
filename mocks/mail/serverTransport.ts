/**
 * The reference server's mail (Node only; never imported by the browser's code, so nodemailer
 * stays out of its bundle): every message is written as a standard `.eml` file
 * (`<sentAt>-<id>.eml`, built by nodemailer's stream transport) into the mail folder, and, when an
 * SMTP URL is configured, also sent through nodemailer's SMTP transport (docs/server.md#mail).
 *
 * A file is written under a temporary name and renamed into place, so a reader never finds half a
 * message; folder and files are the owner's only, as a reset link is as good as a password for 30
 * minutes. A failed SMTP send is logged and changes nothing else: the file is there either way.
 */
import { chmodSync, mkdirSync } from 'node:fs';
import { rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import nodemailer from 'nodemailer';
import type { MailMessage, MailTransport } from './message';

export const DEFAULT_MAIL_FROM = 'Dispute Centre <no-reply@localhost>';

export interface ServerMailOptions {
  /** The folder the `.eml` files go into; made (mode 700) with the first message if absent. */
  folder: string;
  /** `smtp://user:pass@host:port` or `smtps://…`: also send every message there. */
  smtpUrl?: string;
  from?: string;
}

/** The file name of a message: its time without colons (sorts in the order sent), then its id. */
export const emlFileName = (message: MailMessage) => `${message.sentAt.replace(/:/g, '')}-${message.id}.eml`;

function nodemailerMessage(message: MailMessage, from: string) {
  return {
    from,
    to: message.to,
    subject: message.subject,
    text: message.text,
    ...(message.html ? { html: message.html } : {}),
    date: new Date(message.sentAt),
    messageId: `<${message.id}@dispute-centre.localhost>`,
  };
}

export function serverMailTransport({ folder, smtpUrl, from = DEFAULT_MAIL_FROM }: ServerMailOptions): MailTransport {
  // Made with the first message, so a server that sends none leaves nothing beside its store.
  let made = false;
  const makeFolder = () => {
    if (made) return;
    mkdirSync(folder, { recursive: true, mode: 0o700 });
    chmodSync(folder, 0o700);
    made = true;
  };
  const writer = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  const smtp = smtpUrl ? nodemailer.createTransport(smtpUrl) : null;
  return {
    async send(message) {
      const built = await writer.sendMail(nodemailerMessage(message, from));
      makeFolder();
      const path = join(folder, emlFileName(message));
      const partial = `${path}.partial`;
      await writeFile(partial, built.message as Buffer, { mode: 0o600 });
      await rename(partial, path);
      if (!smtp) return;
      await smtp.sendMail(nodemailerMessage(message, from)).catch((error: unknown) => {
        console.error(
          `[mock server] the message ${message.id} could not be sent by SMTP (it is in ${path}):`,
          error instanceof Error ? error.message : error,
        );
      });
    },
  };
}
