import { readFile } from 'node:fs/promises';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

export type Encoding = 'br' | 'gzip';

/** Smaller files gain too little to be worth a second copy. */
export const MIN_COMPRESS_BYTES = 1024;

const COMPRESSIBLE = /^(text\/|application\/(json|javascript)|image\/svg\+xml)/;

export const isCompressible = (mime: string, size: number): boolean => size >= MIN_COMPRESS_BYTES && COMPRESSIBLE.test(mime);

/**
 * The encoding to send for an Accept-Encoding header: brotli when accepted, else gzip, else none.
 * Weights of zero refuse a coding; `*` stands for any coding not named.
 */
export function chooseEncoding(header: string | string[] | undefined): Encoding | null {
  const text = Array.isArray(header) ? header.join(',') : (header ?? '');
  const weights = new Map<string, number>();
  for (const part of text.split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    if (!name) continue;
    const q = params.map((p) => /^\s*q=([0-9.]+)\s*$/.exec(p)).find(Boolean);
    const weight = q ? Number(q[1]) : 1;
    weights.set(name, Number.isFinite(weight) ? weight : 0);
  }
  const accepts = (coding: Encoding) => (weights.get(coding) ?? weights.get('*') ?? 0) > 0;
  if (accepts('br')) return 'br';
  if (accepts('gzip')) return 'gzip';
  return null;
}

const compressors: Record<Encoding, (data: Buffer) => Promise<Buffer>> = {
  // Quality 6: within a few per cent of the best for the renderer's bundle, in a tenth of a second
  // instead of six (quality 11), so the first request is not kept waiting.
  br: (data) =>
    promisify(brotliCompress)(data, {
      params: { [constants.BROTLI_PARAM_QUALITY]: 6, [constants.BROTLI_PARAM_SIZE_HINT]: data.length },
    }),
  gzip: (data) => promisify(gzip)(data, { level: 9 }),
};

/** A page made for one request (a drawn table), compressed as it goes out. */
export const compressText = (data: Buffer, encoding: Encoding): Promise<Buffer> => compressors[encoding](data);

/**
 * Compressed copies of the renderer's files, made on first request and kept while the file is
 * unchanged (same size and modification time). The built renderer is a handful of files, so the
 * cache stays small; a changed file (a rebuild) is compressed again.
 */
export class CompressedFiles {
  private readonly copies = new Map<string, { stamp: string; made: Promise<Buffer> }>();

  get(file: string, encoding: Encoding, info: { size: number; mtimeMs: number }): Promise<Buffer> {
    const key = `${encoding}:${file}`;
    const stamp = `${info.size}:${info.mtimeMs}`;
    const known = this.copies.get(key);
    if (known?.stamp === stamp) return known.made;
    const made = readFile(file).then((data) => compressors[encoding](data));
    // A failure is not kept: the next request tries again.
    const entry = { stamp, made };
    made.catch(() => {
      if (this.copies.get(key) === entry) this.copies.delete(key);
    });
    this.copies.set(key, entry);
    return made;
  }
}
