/**
 * The messages the product sends, one template per kind, in the product's plain, calm tone
 * (docs/texts.md#mail). A template turns its parameters into the subject, the text, an HTML
 * version and the links the message carries; `composeMail` adds who it is to, when and its id.
 * A new kind (a reply from support, a dispute resolved) is one more entry of `TEMPLATES`.
 */
import { newMailId, type MailLink, type MailMessage } from './message';

interface Composed {
  subject: string;
  text: string;
  html: string;
  links: MailLink[];
}

export interface TemplateParams {
  passwordReset: {
    /** The account's first name, or null to greet without one. */
    name: string | null;
    /** The single-use link, `<app origin>/reset-password?token=…`. */
    link: string;
    validMinutes: number;
  };
}

export type MailKind = keyof TemplateParams;

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);

/** The HTML version of plain paragraphs, a link's URL made a link; every value escaped. */
function htmlOf(paragraphs: readonly (string | MailLink)[]): string {
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
const textOf = (paragraphs: readonly (string | MailLink)[]) =>
  `${paragraphs.map((paragraph) => (typeof paragraph === 'string' ? paragraph : paragraph.url)).join('\n\n')}\n`;

const SIGNATURE = 'The Dispute Centre team';

export const TEMPLATES: { [Kind in MailKind]: (params: TemplateParams[Kind]) => Composed } = {
  passwordReset: ({ name, link, validMinutes }) => {
    const reset: MailLink = { label: 'Choose a new password', url: link };
    const paragraphs = [
      name ? `Hello ${name},` : 'Hello,',
      'Someone asked to reset the password of your Dispute Centre account. To choose a new password, open this link:',
      reset,
      `The link works once, for ${validMinutes} minutes. Choosing a new password signs you out everywhere you are signed in.`,
      'If you did not ask for this, you can ignore this message: your password stays as it is.',
      SIGNATURE,
    ];
    return {
      subject: 'Reset your Dispute Centre password',
      text: textOf(paragraphs),
      html: htmlOf(paragraphs),
      links: [reset],
    };
  },
};

/** A message of `kind` to `to`, sent at `now` (ms). */
export function composeMail<Kind extends MailKind>(
  kind: Kind,
  to: string,
  params: TemplateParams[Kind],
  now: number,
): MailMessage {
  const template: (params: TemplateParams[Kind]) => Composed = TEMPLATES[kind];
  return { id: newMailId(), to, sentAt: new Date(now).toISOString(), ...template(params) };
}
