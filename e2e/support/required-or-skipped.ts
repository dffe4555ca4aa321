/**
 * Whether a group of end-to-end tests that needs something only some machines have (the Electron
 * binary, a packaged app) runs, is skipped with a printed reason, or fails. A workflow that has
 * installed the thing sets the named variable to 1, so its absence there is a failure, never a
 * silent skip.
 */
export type Gate = { mode: 'run' } | { mode: 'skip'; message: string } | { mode: 'fail'; message: string };

export const REQUIRE_ELECTRON_ENV = 'FUSE_TABLE_REQUIRE_ELECTRON';
export const REQUIRE_PACKAGED_ENV = 'FUSE_TABLE_REQUIRE_PACKAGED';

export function gate(
  what: string,
  available: { found: true } | { found: false; reason: string },
  requiredBy: string,
  env: Record<string, string | undefined>,
): Gate {
  if (available.found) return { mode: 'run' };
  const value = (env[requiredBy] ?? '').trim().toLowerCase();
  if (value === '1' || value === 'true') {
    return { mode: 'fail', message: `${what} cannot run, and ${requiredBy}=${env[requiredBy]} says they must: ${available.reason}` };
  }
  if (value !== '' && value !== '0' && value !== 'false') {
    return { mode: 'fail', message: `${requiredBy} must be 1, true, 0 or false, not "${env[requiredBy]}"` };
  }
  return { mode: 'skip', message: `${what} skipped: ${available.reason}` };
}
