import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { APP_SCHEME_PRIVILEGES, appFilePath, appProtocolHandler } from './app-protocol';
import { CONTENT_SECURITY_POLICY, parseCsp } from './csp';

let root: string;
let renderer: string;
const logged: string[] = [];

beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), 'fuse-app-protocol-'));
  renderer = join(root, 'out', 'renderer');
  mkdirSync(join(renderer, 'assets'), { recursive: true });
  writeFileSync(join(renderer, 'index.html'), '<!doctype html><title>FUSE Table</title>');
  writeFileSync(join(renderer, 'assets', 'app-abc.js'), 'console.log(1)');
  writeFileSync(join(root, 'out', 'secret.txt'), 'outside the renderer');
  logged.length = 0;
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

const get = (url: string, method = 'GET') => appProtocolHandler(renderer, undefined, (m) => logged.push(m))({ url, method });

describe('the app:// scheme', () => {
  it('is registered as standard and secure, so the page has an origin of its own and the CSP applies', () => {
    expect(APP_SCHEME_PRIVILEGES).toEqual({ scheme: 'app', privileges: { standard: true, secure: true, supportFetchAPI: true, codeCache: true } });
  });

  it('serves the renderer\'s files with their types and the CSP header, frame-ancestors included', async () => {
    const page = await get('app://fuse-table/index.html');
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(page.headers.get('content-security-policy')).toBe(CONTENT_SECURITY_POLICY);
    expect(parseCsp(page.headers.get('content-security-policy')!).get('frame-ancestors')).toBe("'none'");
    expect(await page.text()).toContain('<title>FUSE Table</title>');
    const script = await get('app://fuse-table/assets/app-abc.js?v=1');
    expect(script.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    expect(await script.text()).toBe('console.log(1)');
    expect((await get('app://fuse-table/')).status).toBe(200);
  });

  it.each([
    'app://fuse-table/../secret.txt',
    'app://fuse-table/%2e%2e/secret.txt',
    'app://fuse-table/assets/..%2f..%2fsecret.txt',
    'app://fuse-table/..%5csecret.txt',
    'app://fuse-table/assets%00.js',
    'app://other-host/index.html',
    'file:///etc/passwd',
  ])('refuses a way out of the renderer folder or another host: %s', async (url) => {
    const reply = await get(url);
    expect(reply.status).toBe(404);
    expect(await reply.text()).not.toContain('outside the renderer');
  });

  it('answers 404 for a missing file and 405 for anything but GET and HEAD', async () => {
    expect((await get('app://fuse-table/missing.js')).status).toBe(404);
    expect((await get('app://fuse-table/assets')).status).toBe(404);
    expect((await get('app://fuse-table/index.html', 'POST')).status).toBe(405);
    const head = await get('app://fuse-table/index.html', 'HEAD');
    expect(head.status).toBe(200);
    expect(await head.text()).toBe('');
  });

  it('maps only paths inside the renderer folder', () => {
    expect(appFilePath(renderer, 'app://fuse-table/assets/app-abc.js')).toBe(join(renderer, 'assets', 'app-abc.js'));
    expect(appFilePath(renderer, 'app://fuse-table/%2e%2e/secret.txt')).toBeNull();
    expect(appFilePath(renderer, 'not a url')).toBeNull();
  });
});
