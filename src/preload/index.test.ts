import { join } from 'node:path';
import { runInNewContext } from 'node:vm';
import { build, type Rolldown } from 'vite';
import { describe, expect, it } from 'vitest';
import { API_METHODS } from '@shared/api-methods';

/**
 * Bundles the preload the way electron-vite does (one CommonJS file, only `electron` left
 * external) and runs it in a bare VM context with a fake `electron`, as a sandboxed preload runs:
 * its `require` knows nothing but electron.
 */
async function runBundledPreload() {
  const result = await build({
    configFile: false,
    logLevel: 'silent',
    build: {
      write: false,
      minify: false,
      lib: { entry: join(__dirname, 'index.ts'), formats: ['cjs'], fileName: 'index' },
      rollupOptions: { external: ['electron'] },
    },
  });
  const outputs = (Array.isArray(result) ? result : [result]) as Rolldown.RolldownOutput[];
  const chunks = outputs.flatMap((o) => o.output).filter((o) => o.type === 'chunk');
  expect(chunks).toHaveLength(1);
  const code = chunks[0]!.code;

  const ipcRenderer = { invoke: async () => ({ ok: true, value: null }), on: () => {}, removeListener: () => {} };
  const exposed: Array<[string, unknown]> = [];
  const required: string[] = [];
  const electron = { ipcRenderer, contextBridge: { exposeInMainWorld: (key: string, api: unknown) => exposed.push([key, api]) } };
  const fakeRequire = (name: string) => {
    required.push(name);
    if (name === 'electron') return electron;
    throw new Error(`a sandboxed preload cannot require ${name}`);
  };
  const module = { exports: {} };
  runInNewContext(code, { require: fakeRequire, module, exports: module.exports, console });
  return { exposed, required, ipcRenderer, code };
}

describe('preload (bundled, in a sandbox-like VM)', () => {
  it('exposes exactly window.fuse with the API methods and subscribe, requiring only electron', async () => {
    const { exposed, required, ipcRenderer } = await runBundledPreload();
    expect(required).toEqual(['electron']);
    expect(exposed.map(([key]) => key)).toEqual(['fuse']);
    const api = exposed[0]![1] as Record<string, unknown>;
    expect(Object.keys(api).sort()).toEqual([...API_METHODS, 'subscribe'].sort());
    // ipcRenderer itself (or any of its methods) is never what the page gets.
    for (const value of Object.values(api)) {
      expect(value).not.toBe(ipcRenderer);
      expect(Object.values(ipcRenderer)).not.toContain(value);
    }
  });

  it('leaves the zod schemas out of the bundle', async () => {
    const { code } = await runBundledPreload();
    expect(code).not.toMatch(/zod|safeParse/);
    expect(code).toContain('fuse:call');
  });
});
