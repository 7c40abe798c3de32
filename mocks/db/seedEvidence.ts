/**
 * The demo's evidence files, made here rather than shipped: a small PNG "screenshot" of a
 * transfer and a one-page PDF statement. The same bytes every time, so their SHA-256 (which the
 * seed's records name) never changes.
 */
import { hashChunks } from './files';

const WIDTH = 160;
const HEIGHT = 100;

let crcTable: Uint32Array | undefined;
function crc32(bytes: Uint8Array): number {
  crcTable ??= Uint32Array.from({ length: 256 }, (_, n) => {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    return c >>> 0;
  });
  let crc = 0xffffffff;
  for (const byte of bytes) crc = (crcTable[(crc ^ byte) & 0xff] ?? 0) ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}

const u32 = (value: number) => [(value >>> 24) & 0xff, (value >>> 16) & 0xff, (value >>> 8) & 0xff, value & 0xff];

function pngChunk(type: string, data: Uint8Array): number[] {
  const typed = new Uint8Array([...type].map((character) => character.charCodeAt(0)).concat([...data]));
  return [...u32(data.length), ...typed, ...u32(crc32(typed))];
}

/** zlib data in stored (uncompressed) deflate blocks: no compressor needed, valid for any reader. */
function storedZlib(raw: Uint8Array): Uint8Array {
  const out: number[] = [0x78, 0x01];
  for (let at = 0; at < raw.length || at === 0; at += 65_535) {
    const block = raw.subarray(at, at + 65_535);
    const last = at + 65_535 >= raw.length ? 1 : 0;
    out.push(
      last,
      block.length & 0xff,
      block.length >>> 8,
      ~block.length & 0xff,
      (~block.length >>> 8) & 0xff,
      ...block,
    );
    if (last) break;
  }
  let a = 1;
  let b = 0;
  for (const byte of raw) {
    a = (a + byte) % 65_521;
    b = (b + a) % 65_521;
  }
  out.push(...u32(((b << 16) | a) >>> 0));
  return new Uint8Array(out);
}

/** A wallet-app screenshot in four colours: a header bar, two rows of "text" and a green confirmation. */
function screenshotPng(): Uint8Array {
  const palette = new Uint8Array([0xf4, 0xf6, 0xfa, 0x1e, 0x3a, 0x8a, 0x9a, 0xa5, 0xb8, 0x16, 0xa3, 0x4a]);
  const raw = new Uint8Array(HEIGHT * (WIDTH + 1));
  for (let y = 0; y < HEIGHT; y++) {
    raw[y * (WIDTH + 1)] = 0; // no filter
    for (let x = 0; x < WIDTH; x++) {
      const header = y < 18;
      const text = (y >= 30 && y < 36 && x >= 12 && x < 130) || (y >= 44 && y < 50 && x >= 12 && x < 96);
      const badge = y >= 66 && y < 86 && x >= 12 && x < 76;
      raw[y * (WIDTH + 1) + 1 + x] = header ? 1 : text ? 2 : badge ? 3 : 0;
    }
  }
  const header = new Uint8Array([...u32(WIDTH), ...u32(HEIGHT), 8, 3, 0, 0, 0]);
  return new Uint8Array([
    0x89,
    0x50,
    0x4e,
    0x47,
    0x0d,
    0x0a,
    0x1a,
    0x0a,
    ...pngChunk('IHDR', header),
    ...pngChunk('PLTE', palette),
    ...pngChunk('IDAT', storedZlib(raw)),
    ...pngChunk('IEND', new Uint8Array()),
  ]);
}

/** A one-page PDF with a few lines of text, its cross-reference table computed from its objects. */
function statementPdf(): Uint8Array {
  const text = [
    'BT /F1 16 Tf 56 760 Td (Exchange account statement) Tj ET',
    'BT /F1 11 Tf 56 730 Td (Withdrawal 0.42 ETH - status: confirmed on chain) Tj ET',
    'BT /F1 11 Tf 56 712 Td (Funds not received at the destination wallet.) Tj ET',
  ].join('\n');
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 5 0 R >> >> /Contents 4 0 R >>',
    `<< /Length ${text.length} >>\nstream\n${text}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((object, index) => {
    offsets.push(body.length);
    body += `${index + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = body.length;
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('')}`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return new TextEncoder().encode(body);
}

export interface SeedFile {
  name: string;
  contentType: 'image/png' | 'application/pdf';
  bytes: Uint8Array;
  sha256: string;
  size: number;
}

let made: { screenshot: SeedFile; statement: SeedFile } | undefined;

/** The demo's two evidence files (made once). */
export function seedEvidence(): { screenshot: SeedFile; statement: SeedFile } {
  const file = (name: string, contentType: SeedFile['contentType'], bytes: Uint8Array): SeedFile => ({
    name,
    contentType,
    bytes,
    sha256: hashChunks([bytes]),
    size: bytes.byteLength,
  });
  made ??= {
    screenshot: file('transaction-screenshot.png', 'image/png', screenshotPng()),
    statement: file('exchange-statement.pdf', 'application/pdf', statementPdf()),
  };
  return made;
}

/** The bytes the store keeps with the seed. */
export const seedEvidenceFiles = async (): Promise<readonly Uint8Array[]> =>
  Object.values(seedEvidence()).map((file) => file.bytes);
