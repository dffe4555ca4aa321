/**
 * `npm run soak [-- --kills N]`: kills the application (SIGKILL) at seeded random moments while it
 * plays games, imports exported games and plays campaign missions, N times (200 by default) on one
 * data folder, reopening the folder after every kill. Prints the acknowledged operations found
 * afterwards and the number lost, which must be 0; exits 1 otherwise.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { soak } from '../src/main/services/soak-runner.test-support';

async function main(): Promise<void> {
  const flag = process.argv.indexOf('--kills');
  const kills = flag >= 0 ? Number(process.argv[flag + 1]) : 200;
  if (!Number.isInteger(kills) || kills < 1) throw new Error('--kills needs a whole number of at least 1');
  const dataDir = mkdtempSync(join(tmpdir(), 'fuse-table-soak-'));
  const started = Date.now();
  try {
    const report = await soak(dataDir, kills, 20261122, (done, so) => {
      if (done % 20 === 0 || done === kills) console.log(`  ${done}/${kills} kills: ${so.acknowledged} acknowledged, ${so.lost} lost`);
    });
    console.log(`soak: ${report.kills} kills in ${Math.round((Date.now() - started) / 1000)} s`);
    console.log(`  acknowledged operations: ${report.acknowledged} (${report.imports} imports, ${report.missions} campaign missions finished)`);
    console.log(`  found after the kills: ${report.found}`);
    console.log(`  lost: ${report.lost}`);
    for (const problem of report.problems.slice(0, 20)) console.log(`  ${problem}`);
    if (report.lost > 0 || report.problems.length > 0) process.exitCode = 1;
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(`soak: ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 1;
});
