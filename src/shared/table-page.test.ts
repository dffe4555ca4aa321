import { describe, expect, it } from 'vitest';
import { gameIdFromQuery, languageFromAccept, lookCookieValue, lookFromCookie, tableStateText, type PageLook } from './table-page';
import type { GameDetail } from './games';

describe("a game link's query", () => {
  it('names a game by its id, whatever its case and whatever else the query holds', () => {
    expect(gameIdFromQuery('?game=00000000-0000-4000-8000-00000000000A')).toBe('00000000-0000-4000-8000-00000000000a');
    expect(gameIdFromQuery('?lang=it&game=00000000-0000-4000-8000-000000000001')).toBe('00000000-0000-4000-8000-000000000001');
  });

  it('names no game for anything that is not a game id', () => {
    for (const search of ['', '?', '?game=', '?game=42', '?games=00000000-0000-4000-8000-000000000001', '?game=00000000-0000-4000-8000-000000000001x', '?game=..%2F00000000-0000-4000-8000-000000000001']) {
      expect([search, gameIdFromQuery(search)]).toEqual([search, null]);
    }
  });
});

describe("the page's look", () => {
  it('goes to a cookie and back, for every language, theme and motion setting', () => {
    for (const language of ['en', 'it'] as const)
      for (const theme of ['dark', 'high-contrast'] as const)
        for (const reducedMotion of [false, true]) {
          const look: PageLook = { language, theme, reducedMotion };
          expect(lookFromCookie(`a=1; fuse-table-look=${lookCookieValue(look)}; b=2`)).toEqual(look);
        }
  });

  it('is no look when the cookie is missing or damaged', () => {
    for (const header of [undefined, '', 'fuse-table-look=', 'fuse-table-look=fr.dark.0', 'fuse-table-look=en.pink.0', 'fuse-table-look=en.dark.2', 'fuse-table-look=en.dark.0x', 'xfuse-table-look=en.dark.0']) {
      expect([header, lookFromCookie(header)]).toEqual([header, null]);
    }
  });

  it("without a cookie takes the browser's first language we have", () => {
    expect(languageFromAccept('it-IT,it;q=0.9,en-US;q=0.8')).toBe('it');
    expect(languageFromAccept('fr-FR, it;q=0.5')).toBe('it');
    expect(languageFromAccept('en-GB,it;q=0.9')).toBe('en');
    expect(languageFromAccept('fr, de')).toBe('en');
    expect(languageFromAccept(undefined)).toBe('en');
  });
});

describe('the drawn game carried in the page', () => {
  it('cannot end its script element early, and reads back whole', () => {
    const game = { id: 'x', title: '</script><script>alert(1)</script>', seats: [{ name: '<!--' }] } as unknown as GameDetail;
    const text = tableStateText({ game });
    expect(text).not.toMatch(/<\/script|<!--/i);
    expect(JSON.parse(text)).toEqual({ game });
  });
});
