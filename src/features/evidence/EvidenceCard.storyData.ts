/** Files and list answers for the evidence card's stories and tests. */
import type { Evidence } from '../../api';

/** The first bytes of a PNG: enough for the app's check and the server's, which read only those. */
const PNG_HEAD = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52];

/** A file that passes as a PNG, of about `size` bytes. */
export function pngFile(name: string, size = 2048): File {
  const bytes = new Uint8Array(Math.max(size, PNG_HEAD.length));
  bytes.set(PNG_HEAD);
  return new File([bytes], name, { type: 'image/png' });
}

/** A file named as a PDF whose bytes are text: refused by its first bytes, whatever its name says. */
export const fakePdfFile = (name = 'bank-statement.pdf') =>
  new File(['This is a plain text note, not a PDF.'], name, { type: 'application/pdf' });

/** One evidence record as the list answers it (a PDF unless the name says otherwise). */
export function evidenceItem(id: string, name: string, uploadedBy = { id: 'usr-1', name: 'Alex Morgan' }): Evidence {
  return {
    id,
    name,
    size: 184_320,
    contentType: name.endsWith('.png') ? 'image/png' : 'application/pdf',
    sha256: '0'.repeat(64),
    uploadedAt: '2026-11-18T14:05:00.000Z',
    uploadedBy,
  };
}
