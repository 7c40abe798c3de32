/**
 * The name an evidence file is kept and shown under (docs/server.md#evidence): cut between whole
 * characters, with nothing that hides or reorders what a person reads.
 */
import { describe, expect, it } from 'vitest';
import { EVIDENCE_NAME_MAX } from './evidence';
import { cleanEvidenceName, wellFormedName } from './evidenceFiles';

/** Whether `text` holds half a surrogate pair, which `encodeURIComponent` refuses. */
const isWellFormed = (text: string) => {
  try {
    encodeURIComponent(text);
    return true;
  } catch {
    return false;
  }
};
const graphemes = (text: string) =>
  [...new Intl.Segmenter('en', { granularity: 'grapheme' }).segment(text)].map(({ segment }) => segment);

describe('cleanEvidenceName', () => {
  it('cuts a long name of emoji between whole emoji, keeping its extension', () => {
    const name = cleanEvidenceName(`a${'\u{1F600}'.repeat(150)}.png`);
    expect(isWellFormed(name)).toBe(true);
    expect(name.length).toBeLessThanOrEqual(EVIDENCE_NAME_MAX);
    expect(name).toBe(`a${'\u{1F600}'.repeat(Math.floor((EVIDENCE_NAME_MAX - 5) / 2))}.png`);
  });

  it('cuts without an extension between whole emoji too', () => {
    const name = cleanEvidenceName(`a${'\u{1F600}'.repeat(150)}`);
    expect(isWellFormed(name)).toBe(true);
    expect(name).toBe(`a${'\u{1F600}'.repeat(Math.floor((EVIDENCE_NAME_MAX - 1) / 2))}`);
  });

  it('never splits a flag or a family of people in two', () => {
    const flags = cleanEvidenceName(`a${'\u{1F1EB}\u{1F1F7}'.repeat(60)}`);
    expect(
      graphemes(flags)
        .slice(1)
        .every((flag) => flag === '\u{1F1EB}\u{1F1F7}'),
    ).toBe(true);
    const family = '\u{1F468}\u200d\u{1F469}\u200d\u{1F467}';
    const families = cleanEvidenceName(`ab${family.repeat(30)}.jpg`);
    expect(graphemes(families.slice(2, -4)).every((person) => person === family)).toBe(true);
    expect(families.endsWith('.jpg')).toBe(true);
  });

  it('removes C0, DEL and C1 controls', () => {
    expect(cleanEvidenceName('re\u0000ce\u0007ipt\u007f\u0085\u009b.png')).toBe('receipt.png');
  });

  it('removes the bidirectional controls that can show gnp.exe as exe.png', () => {
    expect(cleanEvidenceName('invoice\u202egnp.exe')).toBe('invoicegnp.exe');
    expect(cleanEvidenceName('\u202a\u202b\u202c\u202d\u2066\u2067\u2068\u2069\u200e\u200f\u061cscan.pdf')).toBe(
      'scan.pdf',
    );
  });

  it('drops half a surrogate pair sent on its own', () => {
    expect(cleanEvidenceName('\ud83dreceipt\ude00.png')).toBe('receipt.png');
  });

  it('keeps letters of every script and whole emoji as sent', () => {
    expect(cleanEvidenceName('Überweisung – 收据 \u{1F600}.png')).toBe('Überweisung – 收据 \u{1F600}.png');
  });
});

describe('wellFormedName', () => {
  it('turns a half pair kept by an older rule into a replacement character', () => {
    expect(wellFormedName(`a\u{1F600}\ud83d`)).toBe('a\u{1F600}\ufffd');
    expect(isWellFormed(wellFormedName('\ude00x'))).toBe(true);
  });
});
