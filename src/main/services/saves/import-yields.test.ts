import { afterEach, describe, expect, it } from 'vitest';
import type { GameSummary } from '@shared/games';
import { tempDirs } from '../../store/test-support';
import { largestGameFile } from './large-file.test-support';
import { realHost } from './saves.test-support';

const dirs = tempDirs('import-yields');
const hosts: { close(): void }[] = [];
afterEach(() => {
  for (const host of hosts.splice(0)) host.close();
  dirs.cleanUp();
});

describe('a large import', () => {
  it('lets other calls in while it is checked and staged, and still imports the whole game', async () => {
    const { host } = realHost(dirs.make(), [7]);
    hosts.push(host);
    const { text, actions } = await largestGameFile(host, 1_000_000);
    expect(actions).toBeGreaterThan(10_000);

    const finished: string[] = [];
    const importing = host.dispatch('importGame', { text }).then((result) => {
      finished.push('import');
      return result;
    });
    const info = host.dispatch('appInfo', {}).then(() => finished.push('appInfo'));
    const [imported] = await Promise.all([importing, info]);
    // The other call was answered first, though it was made after the import began.
    expect(finished).toEqual(['appInfo', 'import']);
    expect(imported.ok).toBe(true);
    const summary = (imported as { value: GameSummary }).value;
    const exported = await host.dispatch('exportGame', { id: summary.id });
    expect(exported.ok && (JSON.parse((exported.value as { text: string }).text) as { actions: unknown[] }).actions).toHaveLength(actions);
  }, 60_000);
});
