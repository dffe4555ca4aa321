import { afterEach, describe, expect, it } from 'vitest';
import { mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { chooseEncoding, CompressedFiles, isCompressible } from './compression';

describe('choosing the encoding from Accept-Encoding', () => {
  it('prefers brotli, then gzip, and sends plain files to a client that accepts neither', () => {
    expect(chooseEncoding('gzip, deflate, br, zstd')).toBe('br'); // Chromium's header
    expect(chooseEncoding('gzip, deflate')).toBe('gzip');
    expect(chooseEncoding(['gzip', 'br'])).toBe('br');
    expect(chooseEncoding('deflate')).toBeNull();
    expect(chooseEncoding('')).toBeNull();
    expect(chooseEncoding(undefined)).toBeNull();
  });

  it('honours weights: q=0 refuses a coding, * stands for the others', () => {
    expect(chooseEncoding('br;q=0, gzip')).toBe('gzip');
    expect(chooseEncoding('br;q=0, gzip;q=0')).toBeNull();
    expect(chooseEncoding('*')).toBe('br');
    expect(chooseEncoding('br;q=0, *;q=0.5')).toBe('gzip');
    expect(chooseEncoding('identity, *;q=0')).toBeNull();
    expect(chooseEncoding('GZIP;Q=0.8')).toBe('gzip');
  });

  it('compresses text, scripts, styles, JSON and SVG of 1 KB and more, never images, fonts or tiny files', () => {
    expect(['text/html; charset=utf-8', 'text/javascript; charset=utf-8', 'text/css; charset=utf-8', 'application/json; charset=utf-8', 'image/svg+xml'].map((m) => isCompressible(m, 5000))).toEqual([true, true, true, true, true]);
    expect(['image/png', 'font/woff2', 'audio/ogg', 'application/octet-stream'].map((m) => isCompressible(m, 5000))).toEqual([false, false, false, false]);
    expect(isCompressible('text/javascript; charset=utf-8', 1023)).toBe(false);
  });
});

describe('the compressed copies', () => {
  let dir: string;
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('makes each copy once, and again when the file changes', async () => {
    dir = mkdtempSync(join(tmpdir(), 'fuse-compress-'));
    const file = join(dir, 'app.js');
    writeFileSync(file, 'console.log("first");\n'.repeat(200));
    const files = new CompressedFiles();
    const first = files.get(file, 'br', statSync(file));
    expect(files.get(file, 'br', statSync(file))).toBe(first);
    expect(brotliDecompressSync(await first).toString()).toBe('console.log("first");\n'.repeat(200));
    const gz = await files.get(file, 'gzip', statSync(file));
    expect(gunzipSync(gz).toString()).toBe('console.log("first");\n'.repeat(200));

    writeFileSync(file, 'console.log("second build");\n'.repeat(300));
    const changed = await files.get(file, 'br', statSync(file));
    expect(brotliDecompressSync(changed).toString()).toBe('console.log("second build");\n'.repeat(300));
  });

  it('does not keep a failure: a file back in place is served', async () => {
    dir = mkdtempSync(join(tmpdir(), 'fuse-compress-'));
    const file = join(dir, 'gone.js');
    const files = new CompressedFiles();
    await expect(files.get(file, 'gzip', { size: 10, mtimeMs: 1 })).rejects.toThrow(/ENOENT/);
    writeFileSync(file, 'back');
    expect(gunzipSync(await files.get(file, 'gzip', { size: 10, mtimeMs: 1 })).toString()).toBe('back');
  });
});
