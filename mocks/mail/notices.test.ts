/**
 * The notification e-mails' words (docs/texts.md#notification-e-mails): the excerpt keeps the first
 * lines of a reply and says when it cut; what support wrote is escaped in the HTML version.
 */
import { describe, expect, it } from 'vitest';
import { EXCERPT_CHARS, excerptOf, supportReplyMail } from './notices';

describe('the excerpt of a reply', () => {
  it('keeps a short reply whole, blank lines dropped', () => {
    expect(excerptOf('Hello.\n\n  We found it.  \n')).toBe('Hello.\nWe found it.');
  });

  it('keeps three lines, and says it cut with "…"', () => {
    expect(excerptOf('one\ntwo\nthree\nfour')).toBe('one\ntwo\nthree…');
  });

  it('cuts a long line at a word, within the limit', () => {
    const excerpt = excerptOf('word '.repeat(100));
    expect(excerpt.endsWith('word…')).toBe(true);
    expect(excerpt.length).toBeLessThanOrEqual(EXCERPT_CHARS + 1);
  });
});

describe('a reply from support', () => {
  it('escapes what support wrote in the HTML version, and links the dispute and the switches', () => {
    const mail = supportReplyMail({
      name: null,
      disputeId: 'DSP-7',
      disputeType: 'Fee dispute',
      link: 'http://app.test/dispute/DSP-7',
      settingsLink: 'http://app.test/account#email-notifications',
      reply: '<script>alert(1)</script>',
    });
    expect(mail.html).not.toContain('<script>');
    expect(mail.html).toContain('&#60;script&#62;');
    expect(mail.text).toContain('Hello,\n\nSupport replied on your dispute DSP-7 (Fee dispute):');
    expect(mail.links.map((link) => link.label)).toEqual(['Open dispute DSP-7', 'E-mail notification settings']);
  });
});
