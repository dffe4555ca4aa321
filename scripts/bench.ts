/**
 * `npm run bench [-- --json]`: runs every benchmark module in scripts/bench/*.ts and prints its
 * figures; with --json, one JSON object with one key per module. A module exports
 * `name` (string) and `run(): Promise<Record<string, number | string>>`.
 */
import { readdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

interface BenchModule {
  name: string;
  run(): Promise<Record<string, number | string>>;
}

async function main(): Promise<void> {
  const json = process.argv.slice(2).includes('--json');
  const here = dirname(fileURLToPath(import.meta.url));
  const folder = join(here, 'bench');
  const files = readdirSync(folder)
    .filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts'))
    .sort();
  const merged: Record<string, Record<string, number | string>> = {};
  for (const file of files) {
    const mod = (await import(pathToFileURL(join(folder, file)).href)) as Partial<BenchModule>;
    if (typeof mod.run !== 'function' || typeof mod.name !== 'string') continue;
    const figures = await mod.run();
    merged[mod.name] = figures;
    if (!json) {
      console.log(`${mod.name}:`);
      for (const [key, value] of Object.entries(figures)) console.log(`  ${key}: ${value}`);
    }
  }
  if (json) console.log(JSON.stringify(merged));
}

main().catch((error: unknown) => {
  console.error(`bench: ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 1;
});
