/**
 * What the backend sends by mail, and how it hands a message on. A message is composed once
 * (./templates.ts) and given to the host's transport: the browser's demo keeps it in the store's
 * outbox (./outbox.ts), the reference server writes it as an `.eml` file and may send it by SMTP
 * (./serverTransport.ts, Node only: nodemailer never reaches the browser's bundle).
 */
import type { OutboxMessage } from '../db/types';

/** One link a message carries, as its text shows it. */
export interface MailLink {
  label: string;
  url: string;
}

/** A composed message: the outbox keeps exactly this record. */
export type MailMessage = OutboxMessage;

export interface MailTransport {
  /** Resolves once the message is kept (or sent); rejects when it could not be. */
  send(message: MailMessage): Promise<void>;
}

/** A message's id: random, so it says nothing about who was written to or how often. */
export function newMailId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(12));
  return `mail-${[...bytes].map((byte) => byte.toString(16).padStart(2, '0')).join('')}`;
}
