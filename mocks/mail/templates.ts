/**
 * The messages the product sends, one template per kind, in the product's plain, calm tone
 * (docs/texts.md#mail). A template turns its parameters into the subject, the text, an HTML
 * version and the links the message carries; `composeMail` adds who it is to, when and its id.
 * A new kind is one more entry of `TEMPLATES`; the notification e-mails' words are in ./notices.ts.
 */
import { newMailId, type MailLink, type MailMessage } from './message';
import { htmlOf, SIGNATURE, textOf, type Composed } from './paragraphs';
import { decisionMail, supportReplyMail, type DecisionParams, type SupportReplyParams } from './notices';

export interface TemplateParams {
  passwordReset: {
    /** The account's first name, or null to greet without one. */
    name: string | null;
    /** The single-use link, `<app origin>/reset-password?token=…`. */
    link: string;
    validMinutes: number;
  };
  supportReply: SupportReplyParams;
  decision: DecisionParams;
}

export type MailKind = keyof TemplateParams;

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
  supportReply: supportReplyMail,
  decision: decisionMail,
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
