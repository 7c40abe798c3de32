/** How a message's paragraphs become its text and HTML versions, shared by every template. */
import type { MailLink } from './message';

export interface Composed {
  subject: string;
  text: string;
  html: string;
  links: MailLink[];
}

export const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);

/** The HTML version of plain paragraphs, a link's URL made a link; every value escaped. */
export function htmlOf(paragraphs: readonly (string | MailLink)[]): string {
  const body = paragraphs
    .map((paragraph) =>
      typeof paragraph === 'string'
        ? `<p>${escapeHtml(paragraph)}</p>`
        : `<p><a href="${escapeHtml(paragraph.url)}">${escapeHtml(paragraph.label)}</a></p>`,
    )
    .join('\n');
  return `<!doctype html>\n<html><body style="font-family: sans-serif; line-height: 1.5">\n${body}\n</body></html>`;
}

/** The text version: paragraphs apart by a blank line, a link as its URL on a line of its own. */
export const textOf = (paragraphs: readonly (string | MailLink)[]) =>
  `${paragraphs.map((paragraph) => (typeof paragraph === 'string' ? paragraph : paragraph.url)).join('\n\n')}\n`;

export const SIGNATURE = 'The Dispute Centre team';
