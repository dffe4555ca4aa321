import { afterEach, describe, expect, it } from 'vitest';
import { tempDirs } from '../store/test-support';
import { soak } from './soak-runner.test-support';

const dirs = tempDirs('soak');
afterEach(() => dirs.cleanUp());

// A short soak for every test run; `npm run soak` runs the long one (200 kills).
const KILLS = 10;

describe('the soak, short', () => {
  it(`loses no acknowledged action, import or finished mission across ${KILLS} kills at seeded random moments`, async () => {
    const report = await soak(dirs.make(), KILLS);
    console.log(`soak: ${report.kills} kills; ${report.acknowledged} acknowledged operations (${report.imports} imports, ${report.missions} missions); found ${report.found}; lost ${report.lost}`);
    expect(report.problems).toEqual([]);
    expect(report.kills).toBe(KILLS);
    expect(report.acknowledged).toBeGreaterThan(KILLS);
    expect(report.imports).toBeGreaterThan(0);
    expect(report.lost).toBe(0);
    expect(report.found).toBe(report.acknowledged);
  }, 120_000);
});
