// Join a table far away as a link opens it: the installed app opened with fusetable://far/<code>
// (docs/far-away.md) shows the join screen with the room's code filled, and connects only when the
// friend presses Connect.
import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/svelte';
import FarTableScreen from './FarTableScreen.svelte';

const ROOM = 'abcde234567fghijklmnopqrst';

describe('join a table far away', () => {
  it("opened by a room link, has the room's code filled and waits for Connect", () => {
    render(FarTableScreen, { storage: null, room: ROOM, onLeave: () => undefined });
    expect((screen.getByTestId('far-room-code') as HTMLInputElement).value).toBe('abcde-23456-7fghi-jklmn-opqrs-t');
    expect(screen.getByRole('button', { name: 'Connect' })).toBeTruthy();
    expect(screen.queryByTestId('far-finding')).toBeNull();
  });

  it('opened from the start screen, has the last room typed in this browser', () => {
    const storage = { getItem: (key: string) => (key === 'fuse-table.far-last-room' ? 'zzzzz-zzzzz' : null), setItem: () => undefined };
    render(FarTableScreen, { storage, onLeave: () => undefined });
    expect((screen.getByTestId('far-room-code') as HTMLInputElement).value).toBe('zzzzz-zzzzz');
  });
});
