import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { REPLAY_FILE_EXTENSION } from '@shared/replay-files';
import type { ApiEvent } from '@shared/api';
import type { Result } from '@shared/errors';
import { createReplayFileDoor, replayFilesIn } from './replay-file-door';

/** A door over a fake host that opens "good" and refuses anything else, and files kept in a map. */
function door(files: Record<string, string>, sizes: Record<string, number> = {}) {
  const told: ApiEvent[] = [];
  const sent: unknown[] = [];
  const entry = { fileId: 'f-1', openedAt: '2026-11-22T09:00:00.000Z', result: { title: 'Friday' } };
  const opened = createReplayFileDoor({
    host: {
      dispatch: (method, payload) => {
        sent.push([method, payload]);
        const { text } = payload as { text: string };
        return Promise.resolve<Result<unknown>>(
          text === 'good' ? { ok: true, value: entry } : { ok: false, error: { code: 'replay-not-json', message: 'This replay file cannot be opened: it is not a FUSE Table game file (not JSON).' } },
        );
      },
    },
    files: {
      size: (path) => (path in files ? Promise.resolve(sizes[path] ?? files[path]!.length) : Promise.reject(new Error('ENOENT'))),
      read: (path) => (path in files ? Promise.resolve(files[path]!) : Promise.reject(new Error('ENOENT'))),
    },
    tell: (event) => told.push(event),
  });
  return { opened, told, sent, entry };
}

describe('replay files the system opens with the app', () => {
  it('are the extension the installers register (electron-builder.yml fileAssociations)', () => {
    const config = readFileSync(join(process.cwd(), 'electron-builder.yml'), 'utf8');
    const block = /^fileAssociations:\n((?: {2}.*\n)+)/m.exec(config)?.[1] ?? '';
    expect([...block.matchAll(/ext: (\S+)/g)].map((m) => m[1])).toEqual([REPLAY_FILE_EXTENSION]);
  });

  it('finds them on a command line (Windows, Linux, a second launch), leaving the app\'s own arguments', () => {
    expect(replayFilesIn(['/opt/FUSE Table/fuse-table', '--data-dir', '/tmp/x', '/home/ann/Friday-2026-11-22.fusereplay', 'C:\\Users\\Bo\\Night.FUSEREPLAY', 'notes.json'])).toEqual([
      '/home/ann/Friday-2026-11-22.fusereplay',
      'C:\\Users\\Bo\\Night.FUSEREPLAY',
    ]);
    expect(replayFilesIn(['electron', '.', '--inspect'])).toEqual([]);
  });

  it('opens a file through the API and tells the windows; one that came before the window listened waits for it', async () => {
    const { opened, told, sent, entry } = door({ '/a/Friday.fusereplay': 'good' });
    await opened.open('/a/Friday.fusereplay');
    expect([told, sent]).toEqual([[], []]);
    await opened.ready();
    expect(sent).toEqual([['openReplayFile', { text: 'good' }]]);
    expect(told).toEqual([{ type: 'replayFileOpened', file: entry }]);
    await opened.open('/a/Friday.fusereplay');
    expect(told).toHaveLength(2);
  });

  it('tells the windows why a file was refused, by its name: refused by the checks, unreadable, too large (never read)', async () => {
    const { opened, told, sent } = door({ '/a/bad.fusereplay': 'not json', '/a/huge.fusereplay': 'good' }, { '/a/huge.fusereplay': 20_000_001 });
    await opened.ready();
    await opened.open('/a/bad.fusereplay');
    await opened.open('/a/gone.fusereplay');
    await opened.open('/a/huge.fusereplay');
    expect(told).toEqual([
      { type: 'replayFileRefused', name: 'bad.fusereplay', error: { code: 'replay-not-json', message: 'This replay file cannot be opened: it is not a FUSE Table game file (not JSON).' } },
      { type: 'replayFileRefused', name: 'gone.fusereplay', error: { code: 'replay-unreadable', message: 'The file gone.fusereplay could not be read.', params: { name: 'gone.fusereplay' } } },
      { type: 'replayFileRefused', name: 'huge.fusereplay', error: { code: 'replay-too-large', message: 'This file is too large to be a replay file.' } },
    ]);
    expect(sent).toEqual([['openReplayFile', { text: 'not json' }]]);
  });
});
