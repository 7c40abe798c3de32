/** Files for the evidence tests and stories, each beginning with the bytes that tell its kind (browser-safe). */

const ascii = (text: string) => [...text].map((character) => character.charCodeAt(0));

function fileOf(head: readonly number[], name: string, type: string, size: number): File {
  const bytes = new Uint8Array(Math.max(size, head.length));
  bytes.set(head);
  for (let at = head.length; at < bytes.length; at++) bytes[at] = at % 251;
  return new File([bytes], name, { type });
}

export const png = (name: string, size = 2048) =>
  fileOf([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a], name, 'image/png', size);
export const pdf = (name: string, size = 4096) => fileOf(ascii('%PDF-1.7\n'), name, 'application/pdf', size);
/** A Windows program named as an image: refused by its first bytes ("MZ"), whatever its name says. */
export const executable = (name: string) => fileOf([0x4d, 0x5a, 0x90, 0x00, 0x03], name, 'image/png', 512);

/**
 * jsdom's Blob has no `arrayBuffer()` (browsers all do), and the upload's first check reads a
 * file's first bytes with it: tests call this once, before any file is chosen.
 */
export function readableBlobsInJsdom(): void {
  if (typeof Blob.prototype.arrayBuffer === 'function') return;
  Blob.prototype.arrayBuffer = function arrayBuffer(this: Blob) {
    return new Promise<ArrayBuffer>((resolve, reject) => {
      const reader = new FileReader();
      reader.addEventListener('load', () => resolve(reader.result as ArrayBuffer));
      reader.addEventListener('error', () => reject(reader.error));
      reader.readAsArrayBuffer(this);
    });
  };
}
