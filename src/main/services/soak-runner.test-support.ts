// The soak: kills the application at seeded random moments during play, imports and campaign
// missions, reopens the data folder after each kill, and counts the acknowledged operations found
// there and the ones lost. Used by scripts/soak.ts (`npm run soak`) and soak.test.ts (a short run).
import { join } from 'node:path';
import Database from 'better-sqlite3';
import type { AppInfo } from '@shared/api';
import type { Campaign } from '@shared/campaigns';
import { DATABASE_FILE } from '../store/store';
import { openApiHost } from './index';
import { runUntilKilled } from './kill-child.test-support';

export interface SoakReport {
  kills: number;
  acknowledged: number;
  found: number;
  lost: number;
  imports: number;
  missions: number;
  problems: string[];
}

/** Runs the child until it has acknowledged `acks` operations, waits `delayMs`, SIGKILLs it; the acknowledged lines. */
const untilKilled = (dataDir: string, seed: number, acks: number, delayMs: number): Promise<string[]> =>
  runUntilKilled(join(__dirname, 'soak-child.test-support.ts'), [dataDir, String(seed)], (lines) => lines.length >= acks, delayMs);

/** Opens the folder as the app would (it must open cleanly) and reads what is saved. */
async function saved(dataDir: string): Promise<{ notice?: string; actions: Map<string, number>; missions: Map<string, number> }> {
  const host = openApiHost({ dataDir, transport: 'web', appVersion: 'soak', log: () => undefined });
  try {
    const info = await host.dispatch('appInfo', {});
    const campaigns = await host.dispatch('listCampaigns', {});
    const missions = new Map<string, number>();
    if (campaigns.ok) for (const c of campaigns.value as Campaign[]) missions.set(c.id, c.wins + c.losses);
    const notice = info.ok ? (info.value as AppInfo).notice?.code : 'appInfo failed';
    host.close();
    const db = new Database(join(dataDir, DATABASE_FILE), { readonly: true, fileMustExist: true });
    try {
      const rows = db.prepare('SELECT id, action_count AS n FROM games').all() as { id: string; n: number }[];
      return { ...(notice ? { notice } : {}), actions: new Map(rows.map((r) => [r.id, r.n])), missions };
    } finally {
      db.close();
    }
  } finally {
    host.close();
  }
}

/** Kills the application `kills` times at seeded random moments in one data folder. */
export async function soak(dataDir: string, kills: number, seed = 20261122, progress?: (done: number, report: SoakReport) => void): Promise<SoakReport> {
  let x = seed;
  const random = () => (x = (Math.imul(x, 1103515245) + 12345) >>> 0) / 0x1_0000_0000;
  const report: SoakReport = { kills: 0, acknowledged: 0, found: 0, lost: 0, imports: 0, missions: 0, problems: [] };
  // Every acknowledged operation: a game's action count, an import's, a campaign's missions played.
  const acked: { kind: string; id: string; value: number }[] = [];
  const lost = new Set<number>();
  for (let run = 0; run < kills; run++) {
    const lines = await untilKilled(dataDir, 1 + Math.floor(random() * 1e9), 1 + Math.floor(random() * 120), Math.floor(random() * 8));
    report.kills++;
    for (const line of lines) {
      const [kind, id, value] = line.split(' ') as [string, string, string];
      if (kind === 'import') report.imports++;
      if (kind === 'campaign') report.missions++;
      acked.push({ kind, id, value: Number(value) });
    }
    const now = await saved(dataDir);
    if (now.notice) report.problems.push(`after kill ${run + 1}: the folder opened with notice ${now.notice}`);
    // Every operation acknowledged so far must still be there, after this kill as after all before.
    acked.forEach(({ kind, id, value }, i) => {
      const found = kind === 'campaign' ? (now.missions.get(id) ?? -1) : (now.actions.get(id) ?? -1);
      if (found < value && !lost.has(i)) {
        lost.add(i);
        report.problems.push(`after kill ${run + 1}: ${kind} ${id} acknowledged at ${value}, found ${found}`);
      }
    });
    report.acknowledged = acked.length;
    report.lost = lost.size;
    report.found = acked.length - lost.size;
    progress?.(run + 1, report);
  }
  return report;
}
