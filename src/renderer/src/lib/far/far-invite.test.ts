import { describe, expect, it } from 'vitest';
import { farCode, farLink, farPageLink, roomFrom } from '@shared/far-link';
import { checkFarNetwork, defaultFarNetwork, iceServers, loadFarNetwork, saveFarNetwork, FAR_NETWORK_KEY } from './far-network';

const ROOM = 'abcde234567fghijklmnopqrst';

describe("a room's invitation", () => {
  it('is written in groups of five, as a code and as a link', () => {
    expect(farCode(ROOM)).toBe('abcde-23456-7fghi-jklmn-opqrs-t');
    expect(farLink(ROOM)).toBe('fusetable://far/abcde-23456-7fghi-jklmn-opqrs-t');
  });

  it('is read back from a pasted code or link, whatever its case, spaces and dashes', () => {
    expect(roomFrom(' ABCDE-23456-7FGHI-JKLMN-OPQRS-T ')).toBe(ROOM);
    expect(roomFrom('fusetable://far/abcde-23456-7fghi-jklmn-opqrs-t/')).toBe(ROOM);
    expect(roomFrom('abcde 23456 7fghi jklmn opqrs t')).toBe(ROOM);
    expect(roomFrom('https://friends.example.org/fuse/seat.html#far=ABCDE-23456-7FGHI-JKLMN-OPQRS-T')).toBe(ROOM);
  });

  it("is a browser page's link when the host set the page's address, whether it names the folder or the page", () => {
    expect(farPageLink('https://ada.github.io/fuse-seat/', ROOM)).toBe('https://ada.github.io/fuse-seat/seat.html#far=abcde-23456-7fghi-jklmn-opqrs-t');
    expect(farPageLink('https://ada.github.io/fuse-seat', ROOM)).toBe('https://ada.github.io/fuse-seat/seat.html#far=abcde-23456-7fghi-jklmn-opqrs-t');
    expect(farPageLink('http://127.0.0.1:8080/seat.html#far=old', ROOM)).toBe('http://127.0.0.1:8080/seat.html#far=abcde-23456-7fghi-jklmn-opqrs-t');
  });

  it('refuses what is not a room: a join code, a short or long code, letters outside base32', () => {
    expect(roomFrom('KQ7RM2')).toBeNull();
    expect(roomFrom(ROOM.slice(1))).toBeNull();
    expect(roomFrom(`${ROOM}a`)).toBeNull();
    expect(roomFrom(ROOM.replace('2', '1'))).toBeNull();
    expect(roomFrom('https://example.com/far/abcde')).toBeNull();
  });
});

describe('the network a room uses', () => {
  const memory = () => {
    const kept = new Map<string, string>();
    return { getItem: (key: string) => kept.get(key) ?? null, setItem: (key: string, value: string) => void kept.set(key, value), kept };
  };

  it("is the library's relays and public STUN by default, and keeps what the user saved", () => {
    const storage = memory();
    expect(loadFarNetwork(storage)).toEqual(defaultFarNetwork());
    const mine = { relays: ['wss://mqtt.example.org/mqtt'], stun: [], turn: { url: 'turns:turn.example.org:5349', username: 'ada', credential: 's3cret' } };
    saveFarNetwork(storage, mine);
    expect(loadFarNetwork(storage)).toEqual(mine);
    expect(iceServers(mine)).toEqual([{ urls: 'turns:turn.example.org:5349', username: 'ada', credential: 's3cret' }]);
    expect(iceServers(defaultFarNetwork())).toEqual([{ urls: ['stun:stun.l.google.com:19302', 'stun:stun.cloudflare.com:3478'] }]);
  });

  it('refuses a relay not reached encrypted (unless on this computer), a STUN or TURN address of the wrong kind', () => {
    const base = defaultFarNetwork();
    expect(checkFarNetwork({ ...base, relays: ['ws://mqtt.example.org'] })).toBe('relay');
    expect(checkFarNetwork({ ...base, relays: ['ws://127.0.0.1:1883'] })).toBeNull();
    expect(checkFarNetwork({ ...base, stun: ['turn:x'] })).toBe('stun');
    expect(checkFarNetwork({ ...base, turn: { url: 'stun:x', username: '', credential: '' } })).toBe('turn');
  });

  it('falls back to the defaults when what is kept is damaged', () => {
    const storage = memory();
    storage.setItem(FAR_NETWORK_KEY, '{not json');
    expect(loadFarNetwork(storage)).toEqual(defaultFarNetwork());
    storage.setItem(FAR_NETWORK_KEY, JSON.stringify({ relays: ['http://x'] }));
    expect(loadFarNetwork(storage)).toEqual(defaultFarNetwork());
  });
});
