import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { ApiEvent } from '@shared/api';
import { FAR_SCHEME, farLinksIn, readFarLink } from '@shared/far-link';
import { createFarLinkDoor } from './far-link-door';

const ROOM = 'abcde234567fghijklmnopqrst';
const refused = (message: string, link: string) => ({ ok: false, error: { code: 'far-link-refused', message, params: { link } } });

describe('a room link the system hands the app', () => {
  it('is of the scheme the installers register (electron-builder.yml protocols)', () => {
    const config = readFileSync(join(process.cwd(), 'electron-builder.yml'), 'utf8');
    const block = /^protocols:\n((?: {2}.*\n)+)/m.exec(config)?.[1] ?? '';
    expect([...block.matchAll(/^ {6}- (\S+)$/gm)].map((m) => m[1])).toEqual([FAR_SCHEME]);
  });

  it("is read whatever its case and dashes, with a trailing slash, a query or a fragment ignored", () => {
    expect(readFarLink('fusetable://far/abcde-23456-7fghi-jklmn-opqrs-t')).toEqual({ ok: true, room: ROOM });
    expect(readFarLink('FUSETABLE://FAR/ABCDE234567FGHIJKLMNOPQRST/')).toEqual({ ok: true, room: ROOM });
    expect(readFarLink('fusetable://far/abcde-23456-7fghi-jklmn-opqrs-t?from=mail#x')).toEqual({ ok: true, room: ROOM });
  });

  it('is refused in words when it is not a room link, holds no room code, or is too long', () => {
    expect(readFarLink('fusetable://settings/reset')).toEqual(refused('This link is not a FUSE Table room link (fusetable://far/…).', 'fusetable://settings/reset'));
    expect(readFarLink('https://example.com/far/abcde')).toEqual(refused('This link is not a FUSE Table room link (fusetable://far/…).', 'https://example.com/far/abcde'));
    expect(readFarLink('fusetable://far/KQ7RM2')).toEqual(refused('This link does not hold a room code: ask the host to send it again.', 'fusetable://far/KQ7RM2'));
    expect(readFarLink(`fusetable://far/${ROOM.replace('2', '1')}`)).toEqual(
      refused('This link does not hold a room code: ask the host to send it again.', `fusetable://far/${ROOM.replace('2', '1')}`),
    );
    const long = `fusetable://far/${'a'.repeat(300)}`;
    expect(readFarLink(long)).toEqual(refused('This link is too long to be a FUSE Table room link.', `${long.slice(0, 60)}…`));
  });

  it('is found among a command line’s arguments (Windows and Linux), flags and files left alone', () => {
    expect(farLinksIn(['--no-sandbox', '/home/ada/Friday.fusereplay', 'fusetable://far/x', 'FuseTable://far/y', 'https://fusetable.example'])).toEqual([
      'fusetable://far/x',
      'FuseTable://far/y',
    ]);
  });
});

describe('the door of room links', () => {
  const door = () => {
    const told: ApiEvent[] = [];
    let shown = 0;
    const made = createFarLinkDoor({ tell: (event) => told.push(event), show: () => (shown += 1) });
    return { made, told, shown: () => shown };
  };

  it('keeps the last link that came before the window listens, then opens it once', () => {
    const { made, told, shown } = door();
    made.open('fusetable://far/zzzzz-zzzzz-zzzzz-zzzzz-zzzzz-z');
    made.open(`fusetable://far/${ROOM}`);
    expect(told).toEqual([]);
    made.ready();
    expect(told).toEqual([{ type: 'farLinkOpened', room: ROOM }]);
    expect(shown()).toBe(1);
  });

  it('tells a refusal and opens nothing for a bad link', () => {
    const { made, told } = door();
    made.ready();
    made.open('fusetable://far/not-a-room');
    expect(told).toEqual([
      { type: 'farLinkRefused', error: { code: 'far-link-refused', message: 'This link does not hold a room code: ask the host to send it again.', params: { link: 'fusetable://far/not-a-room' } } },
    ]);
  });
});
