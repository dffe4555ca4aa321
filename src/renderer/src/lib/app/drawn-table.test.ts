import { describe, expect, it } from 'vitest';
import { drawnGame } from './drawn-table';

/** A page holding `text` in its table-state element (or none for null). */
const page = (text: string | null) => ({
  getElementById: (id: string) => (id === 'table-state' && text !== null ? ({ textContent: text } as HTMLElement) : null),
});

describe('the game the web host drew into the page', () => {
  it('is read from the page', () => {
    const game = { id: '00000000-0000-4000-8000-000000000001', kind: 'flatline', title: '</script>' };
    expect(drawnGame(page(JSON.stringify({ game }).replace(/</g, '\\u003c')))).toEqual(game);
  });

  it('is none when the page carries none, or nothing readable', () => {
    for (const text of [null, '', '{', 'null', '{}', '{"game":null}', '{"game":{"id":1,"kind":"flatline"}}', '{"game":{"id":"x"}}']) {
      expect([text, drawnGame(page(text))]).toEqual([text, null]);
    }
  });
});
