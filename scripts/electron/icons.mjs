#!/usr/bin/env node
// Renders resources/icon.svg (our die-and-heartbeat art) to the app icons electron-builder uses:
// resources/icon.png (512×512; the window), resources/icons/<N>x<N>.png (the Linux hicolor set the
// deb and AppImage install, 16 to 512), icon.ico (Windows: 16 to 256) and icon.icns (macOS: 16 to
// 1024, with the @2x types).
// Both containers hold PNGs, which every supported Windows and macOS reads. Uses Chromium through
// Playwright: CHROME_PATH, else /usr/bin/chromium, else Playwright's own browser.
//
// Usage: node scripts/electron/icons.mjs
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from '@playwright/test';

const RESOURCES = join(dirname(fileURLToPath(import.meta.url)), '..', '..', 'resources');

/** The sizes each system asks for. */
export const LINUX_ICON_SIZES = [16, 24, 32, 48, 64, 128, 256, 512];
export const ICO_SIZES = [16, 24, 32, 48, 64, 128, 256];

/** An .ico file holding one PNG per size (sizes up to 256). */
export function packIco(pngs) {
  const header = Buffer.alloc(6);
  header.writeUInt16LE(0, 0);
  header.writeUInt16LE(1, 2); // 1 = icon
  header.writeUInt16LE(pngs.length, 4);
  let offset = 6 + 16 * pngs.length;
  const entries = pngs.map(({ size, data }) => {
    if (size > 256) throw new Error(`an .ico image is at most 256 pixels, not ${size}`);
    const entry = Buffer.alloc(16);
    entry.writeUInt8(size === 256 ? 0 : size, 0); // 0 means 256
    entry.writeUInt8(size === 256 ? 0 : size, 1);
    entry.writeUInt16LE(1, 4); // colour planes
    entry.writeUInt16LE(32, 6); // bits per pixel
    entry.writeUInt32LE(data.length, 8);
    entry.writeUInt32LE(offset, 12);
    offset += data.length;
    return entry;
  });
  return Buffer.concat([header, ...entries, ...pngs.map((p) => p.data)]);
}

/** macOS icon types that hold PNG data, by pixel size (the @2x types share sizes). */
export const ICNS_TYPES = [
  ['icp4', 16], ['icp5', 32], ['icp6', 64], ['ic07', 128], ['ic08', 256], ['ic09', 512],
  ['ic10', 1024], ['ic11', 32], ['ic12', 64], ['ic13', 256], ['ic14', 512],
];

/** An .icns file: 'icns', total length, then (type, length, PNG) records, big-endian. */
export function packIcns(pngBySize) {
  const records = ICNS_TYPES.map(([type, size]) => {
    const data = pngBySize.get(size);
    if (!data) throw new Error(`no ${size}px image for ${type}`);
    const head = Buffer.alloc(8);
    head.write(type, 0, 'latin1');
    head.writeUInt32BE(8 + data.length, 4);
    return Buffer.concat([head, data]);
  });
  const head = Buffer.alloc(8);
  head.write('icns', 0, 'latin1');
  head.writeUInt32BE(8 + records.reduce((n, r) => n + r.length, 0), 4);
  return Buffer.concat([head, ...records]);
}

function browserPath() {
  const candidates = [process.env.CHROME_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser', '/usr/bin/google-chrome'];
  return candidates.find((p) => p && existsSync(p));
}

async function render(svg, sizes) {
  const executablePath = browserPath();
  const browser = await chromium.launch({ ...(executablePath ? { executablePath } : {}), args: ['--no-sandbox', '--disable-gpu'] });
  try {
    const page = await browser.newPage();
    const pngs = new Map();
    for (const size of sizes) {
      await page.setViewportSize({ width: size, height: size });
      await page.setContent(`<html><body style="margin:0;background:transparent">${svg.replace('<svg ', `<svg style="display:block;width:${size}px;height:${size}px" `)}</body></html>`);
      pngs.set(size, await page.screenshot({ omitBackground: true, clip: { x: 0, y: 0, width: size, height: size } }));
    }
    return pngs;
  } finally {
    await browser.close();
  }
}

async function main() {
  const svg = readFileSync(join(RESOURCES, 'icon.svg'), 'utf8');
  const pngs = await render(svg, [16, 24, 32, 48, 64, 128, 256, 512, 1024]);
  writeFileSync(join(RESOURCES, 'icon.png'), pngs.get(512));
  mkdirSync(join(RESOURCES, 'icons'), { recursive: true });
  for (const size of LINUX_ICON_SIZES) writeFileSync(join(RESOURCES, 'icons', `${size}x${size}.png`), pngs.get(size));
  writeFileSync(join(RESOURCES, 'icon.ico'), packIco(ICO_SIZES.map((size) => ({ size, data: pngs.get(size) }))));
  writeFileSync(join(RESOURCES, 'icon.icns'), packIcns(pngs));
  console.log('Wrote resources/icon.png, icons/*.png, icon.ico and icon.icns');
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) await main();
