import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

// The fuses are flipped by electron-builder when it packages the app; this reads what it is told.
const config = readFileSync(join(__dirname, '..', '..', '..', 'electron-builder.yml'), 'utf8');
const fuses = Object.fromEntries(
  [...(/^electronFuses:\n((?: {2}.*\n?)+)/m.exec(config)?.[1] ?? '').matchAll(/^ {2}(\w+): (\w+)/gm)].map((m) => [m[1], m[2]]),
);

describe('Electron fuses', () => {
  it('turn off file:// privileges with the others, since the renderer is served from app://', () => {
    expect(fuses).toMatchObject({
      runAsNode: 'false',
      grantFileProtocolExtraPrivileges: 'false',
      enableNodeOptionsEnvironmentVariable: 'false',
      enableNodeCliInspectArguments: 'false',
      enableEmbeddedAsarIntegrityValidation: 'true',
      onlyLoadAppFromAsar: 'true',
    });
  });
});
