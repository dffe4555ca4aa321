import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';

const ROOT = join(__dirname, '..');
const workflow = (name: string) => readFileSync(join(ROOT, '.github', 'workflows', name), 'utf8');

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'fuse-workflows-'));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

const lint = (folder?: string) =>
  spawnSync(process.execPath, [join(ROOT, 'scripts', 'lint-workflows.mjs'), ...(folder ? [folder] : [])], { cwd: ROOT, encoding: 'utf8' });

describe('npm run lint:workflows', () => {
  it('passes the project\'s workflows', () => {
    const run = lint();
    expect(run.status, run.stderr).toBe(0);
    expect(run.stdout).toContain('ok      .github/workflows/ci.yml');
    expect(run.stdout).toContain('ok      .github/workflows/release.yml');
  });

  it('fails on a workflow GitHub would reject, naming the file and the property', () => {
    writeFileSync(join(dir, 'good.yml'), 'name: ok\non: push\njobs:\n  a:\n    runs-on: ubuntu-latest\n    steps:\n      - run: echo hi\n');
    writeFileSync(join(dir, 'typo.yaml'), 'name: typo\non: push\njobs:\n  a:\n    runs-on: ubuntu-latest\n    stepz:\n      - run: echo hi\n');
    const run = lint(dir);
    expect(run.status).toBe(1);
    expect(run.stdout).toContain('good.yml');
    expect(run.stderr).toContain('typo.yaml');
    expect(run.stderr).toContain("Additional property 'stepz' is not allowed");
    expect(run.stderr).toContain('1 of 2 workflow files failed the check.');
  });

  it('fails when there is nothing to check', () => {
    mkdirSync(join(dir, 'empty'));
    expect(lint(join(dir, 'empty')).stderr).toContain('No workflow files (*.yml, *.yaml)');
    expect(lint(join(dir, 'missing')).status).toBe(1);
  });
});

describe('what the workflows promise', () => {
  it('CI runs npm test on Linux, Windows and macOS with Electron installed and required, Linux under Xvfb', () => {
    const ci = workflow('ci.yml');
    expect(ci).toMatch(/os: \[ubuntu-latest, windows-latest, macos-latest\]/);
    expect(ci).toMatch(/FUSE_TABLE_REQUIRE_ELECTRON: '1'/);
    expect(ci).toContain('node node_modules/electron/install.js');
    expect(ci).toContain('node scripts/electron-native.mjs');
    expect(ci).toMatch(/run: xvfb-run .* npm test/);
    expect(ci).toMatch(/if: runner.os != 'Linux'\n\s+run: npm test/);
  });

  it('the release smoke-tests the packaged app, requires it, and drafts a release with checksums', () => {
    const release = workflow('release.yml');
    expect(release).toMatch(/tags: \['v\*'\]/);
    expect(release.match(/FUSE_TABLE_REQUIRE_PACKAGED: '1'/g)).toHaveLength(2);
    expect(release.match(/npx playwright test --project packaged/g)).toHaveLength(2);
    expect(release).toContain('-c.directories.output=dist-smoke');
    expect(release).toContain('node scripts/electron/check-fuses.mjs');
    expect(release).toContain('node scripts/electron/checksums.mjs dist');
    expect(release).toContain('gh release create "${GITHUB_REF_NAME}" --draft');
    // electron-builder never publishes by itself.
    expect(release.match(/npm run dist -- [^\n]*/g)?.every((line) => line.includes('--publish never'))).toBe(true);
  });
});

describe('the release workflow and the browser seat page', () => {
  it('builds the seat page, zips it with its checksum and attaches it to the draft release beside the installers', () => {
    const release = workflow('release.yml');
    const job = /^ {2}seat-page:\n((?: {4}.*\n|\n)+)/m.exec(release)?.[1] ?? '';
    expect(job).toContain('run: npm run build:seat-page');
    expect(job).toContain('name="FUSE-Table-seat-page-${version}.zip"');
    expect(job).toContain('sha256sum "${name}" > SHA256SUMS-seat-page.txt');
    // The draft release collects every `installers-*` artifact, so the page's name puts it there.
    expect(job).toContain('name: installers-seat-page');
    expect(release).toMatch(/draft-release:\n(?: {4}.*\n)*? {4}needs: \[package, seat-page\]/);
    expect(release).toContain('pattern: installers-*');
  });
});
