import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ICNS_TYPES, ICO_SIZES, LINUX_ICON_SIZES, packIcns, packIco } from './icons.mjs';

const png = (tag: string) => Buffer.from(`\x89PNG-${tag}`, 'latin1');

describe('icon containers', () => {
  it('pack an .ico directory pointing at each PNG, 256 written as 0', () => {
    const ico = packIco([
      { size: 16, data: png('16') },
      { size: 256, data: png('256') },
    ]);
    expect([ico.readUInt16LE(0), ico.readUInt16LE(2), ico.readUInt16LE(4)]).toEqual([0, 1, 2]);
    const entry = (i: number) => ({
      width: ico.readUInt8(6 + 16 * i),
      bits: ico.readUInt16LE(6 + 16 * i + 6),
      length: ico.readUInt32LE(6 + 16 * i + 8),
      offset: ico.readUInt32LE(6 + 16 * i + 12),
    });
    expect(entry(0)).toEqual({ width: 16, bits: 32, length: 7, offset: 38 });
    expect(entry(1)).toEqual({ width: 0, bits: 32, length: 8, offset: 45 });
    expect(ico.subarray(45).toString('latin1')).toBe('\x89PNG-256');
    expect(() => packIco([{ size: 512, data: png('512') }])).toThrow('at most 256 pixels');
  });

  it('pack an .icns with every type in order and big-endian lengths', () => {
    const sizes = new Map([16, 32, 64, 128, 256, 512, 1024].map((s) => [s, png(String(s))]));
    const icns = packIcns(sizes);
    expect(icns.subarray(0, 4).toString('latin1')).toBe('icns');
    expect(icns.readUInt32BE(4)).toBe(icns.length);
    const types: string[] = [];
    for (let at = 8; at < icns.length; at += icns.readUInt32BE(at + 4)) types.push(icns.subarray(at, at + 4).toString('latin1'));
    expect(types).toEqual(ICNS_TYPES.map(([type]) => type));
    expect(() => packIcns(new Map([[16, png('16')]]))).toThrow('no 32px image for icp5');
  });

  it('are what resources/ holds: a 512×512 PNG, an .ico and an .icns', () => {
    const resources = join(__dirname, '..', '..', 'resources');
    const iconPng = readFileSync(join(resources, 'icon.png'));
    expect([iconPng.readUInt32BE(16), iconPng.readUInt32BE(20)]).toEqual([512, 512]); // IHDR width, height
    const ico = readFileSync(join(resources, 'icon.ico'));
    expect(ico.readUInt16LE(4)).toBe(7);
    expect(readFileSync(join(resources, 'icon.icns')).subarray(0, 4).toString('latin1')).toBe('icns');
  });

  it('give each system every size it asks for: Linux 16 to 512, Windows 16 to 256, macOS 16 to 1024', () => {
    const resources = join(__dirname, '..', '..', 'resources');
    const pngSize = (data: Buffer) => [data.readUInt32BE(16), data.readUInt32BE(20)];
    for (const size of LINUX_ICON_SIZES) {
      expect(pngSize(readFileSync(join(resources, 'icons', `${size}x${size}.png`))), `icons/${size}x${size}.png`).toEqual([size, size]);
    }
    const ico = readFileSync(join(resources, 'icon.ico'));
    const icoSizes = Array.from({ length: ico.readUInt16LE(4) }, (_, i) => {
      const data = ico.subarray(ico.readUInt32LE(6 + 16 * i + 12), ico.readUInt32LE(6 + 16 * i + 12) + ico.readUInt32LE(6 + 16 * i + 8));
      expect(pngSize(data)[0]).toBe(ico.readUInt8(6 + 16 * i) || 256);
      return ico.readUInt8(6 + 16 * i) || 256;
    });
    expect(icoSizes).toEqual(ICO_SIZES);
    const icns = readFileSync(join(resources, 'icon.icns'));
    const icnsSizes = new Set<number>();
    for (let at = 8; at < icns.length; at += icns.readUInt32BE(at + 4)) icnsSizes.add(pngSize(icns.subarray(at + 8))[0]!);
    expect([...icnsSizes].sort((a, b) => a - b)).toEqual([16, 32, 64, 128, 256, 512, 1024]);
  });

  it('are the ones electron-builder.yml points each system at', () => {
    const config = readFileSync(join(__dirname, '..', '..', 'electron-builder.yml'), 'utf8');
    const iconOf = (section: string) => config.match(new RegExp(`^${section}:\\n(?:  .*\\n)*?  icon: (\\S+)$`, 'm'))?.[1];
    expect({ win: iconOf('win'), mac: iconOf('mac'), linux: iconOf('linux') }).toEqual({ win: 'resources/icon.ico', mac: 'resources/icon.icns', linux: 'resources/icons' });
  });
});
