// What a player or a screen reader meets on the cards: names, states and marks that do not rest on
// colour alone. Rendered on the server, so these read the markup the board will show.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BOMB_CARDS, SPARK_CARDS } from '@shared/fuse-countdown';
import type * as FuseCountdownData from '@shared/fuse-countdown';
import type * as RulesSectionsModule from '../rules/rules-sections';
import { svelteInNode, type SvelteInNode } from '../../../svelte-in-node.test-support';

let r: SvelteInNode;
beforeAll(async () => {
  r = await svelteInNode(__dirname, 'fccards');
}, 60_000);
afterAll(async () => {
  await r?.close();
});

describe('Die', () => {
  it('names a single-coloured die by colour and face, with its letter and pips', async () => {
    const out = await r.html('./Die.svelte', { die: 'd01', face: 4 });
    expect(out).toContain('aria-label="Red 4"');
    expect(out).toContain('role="img"');
    expect(out.match(/<circle[^>]*r="3.8"/g)).toHaveLength(4);
    expect(out).toMatch(/class="letter first[^"]*"[^>]*>R<\/span>/);
  });

  it('shows both halves and both letters of a split die, in Italian too', async () => {
    const out = await r.html('./Die.svelte', { die: 'd21', face: 2 }, 'it');
    expect(out).toContain('aria-label="Rosso/Blu 2"');
    expect(out).toMatch(/class="letter first[^"]*"[^>]*>R<\/span>/);
    expect(out).toMatch(/class="letter second[^"]*"[^>]*>B<\/span>/);
    expect(out).toContain('M44 0L44 44L0 44Z');
  });

  it('says what a die shows when a role changed its colour, and when it is picked', async () => {
    const out = await r.html('./Die.svelte', { die: 'd05', face: 6, colours: ['green'], picked: true });
    expect(out).toContain('aria-label="Green 6, really a Blue die, picked"');
    expect(out).toMatch(/class="letter first[^"]*"[^>]*>G<\/span>/);
  });

  it('stays silent inside a control that names it', async () => {
    const out = await r.html('./Die.svelte', { die: 'd10', face: 1, decorative: true });
    expect(out).not.toContain('role="img"');
    expect(out).not.toContain('aria-label');
  });
});

describe('BombCard', () => {
  it('marks its root for the log and draws one button per die position', async () => {
    const out = await r.html('./BombCard.svelte', { card: 'bomb-13', dice: [] });
    expect(out).toContain('data-spot="card-bomb-13"');
    expect(out).toContain('data-card="bomb-13"');
    expect(out.match(/<button[^>]*data-cell=/g)).toHaveLength(3);
    expect(out).toContain('aria-label="Bomb, 2 points, dice placed: 0 of 3"');
    expect(out).toContain('aria-label="Slot for a Red die"');
  });

  it('without onCell its positions are disabled but still reachable, so their names can be read', async () => {
    const out = await r.html('./BombCard.svelte', { card: 'bomb-01', dice: [] });
    expect(out.match(/aria-disabled="true"/g)).toHaveLength(2);
    expect(out).not.toMatch(/<button[^>]*\sdisabled/);
  });

  it('draws a placed die on its position and names it', async () => {
    const out = await r.html('./BombCard.svelte', { card: 'bomb-01', dice: [{ die: 'd02', cell: 0, face: 5, shown: ['red'] }] });
    expect(out).toContain('aria-label="Red 5. Slot for a Red die"');
    expect(out).toContain('data-die="d02"');
    expect(out).toContain('aria-label="Bomb, 1 point, dice placed: 1 of 2"');
  });

  it('rings a die placed this turn, and asks for the die a decision needs', async () => {
    const dice = [{ die: 'd02', cell: 0, face: 5, shown: ['red'] }];
    const out = await r.html('./BombCard.svelte', { card: 'bomb-01', dice, fresh: new Set(['d02']), choose: new Set([0]), onCell: () => undefined });
    expect(out).toContain('aria-label="Red 5, placed this turn. Slot for a Red die. Choose this die"');
    expect(out).toMatch(/class="cell[^"]*\bfresh\b[^"]*\bchoose\b/);
  });

  it('lights the cells a picked die may go to, and says so', async () => {
    const out = await r.html('./BombCard.svelte', { card: 'bomb-13', dice: [], lit: new Set([1]), onCell: () => undefined });
    expect(out.match(/class="cell[^"]*\blit\b/g)).toHaveLength(1);
    expect(out).toMatch(/data-cell="1" data-key="bomb-13#1" data-lit="true"/);
    expect(out).toContain('aria-label="Slot for a Blue die. The picked die may go here"');
    expect(out).not.toContain('aria-disabled');
  });

  it('explains a refusal at its cell', async () => {
    const out = await r.html('./BombCard.svelte', { card: 'bomb-24', dice: [], refusal: { cell: 1, text: 'No die could finish this equation' }, onCell: () => undefined });
    expect(out).toMatch(/<p[^>]*role="alert"[^>]*>\s*No die could finish this equation/);
    expect(out).toMatch(/data-cell="1"[^>]*aria-describedby=/);
  });

  it('names relations from each die position, and draws an equation as signs between the dice', async () => {
    const out = await r.html('./BombCard.svelte', { card: 'bomb-24', dice: [] });
    expect(out).toContain('aria-label="Slot for any die in the middle. Slot for any die on the left − slot for any die in the middle = slot for any die on the right"');
    expect(out).toMatch(/class="badge sign[^"]*"[^>]*>\s*−/);
    const gt = await r.html('./BombCard.svelte', { card: 'bomb-11', dice: [] });
    expect(gt).toContain('A greater number than the slot for anything but Green');
    expect(gt).toContain('Greater number on the left');
  });

  it('numbers a stack bottom to top and says so', async () => {
    const out = await r.html('./BombCard.svelte', { card: 'bomb-34', dice: [] });
    expect(out).toContain("Slot for any die second from the left. Stack: die 2 of 4, placed bottom to top in the arrow's order. A greater number than the slot for any die on the left");
    expect(out.match(/class="step[^"]*"[^>]*>\d/g)?.map((s) => s.slice(-1))).toEqual(['1', '2', '3', '4']);
  });

  it('puts a wall second-level die on the die beneath it', async () => {
    const out = await r.html('./BombCard.svelte', { card: 'bomb-42', dice: [] });
    expect(out).toContain('Slot for a Green die. Wall, second level: needs the die beneath it (the slot for a Blue die) first');
  });

  it('names first, last and split-only positions', async () => {
    const out = await r.html('./BombCard.svelte', { card: 'bomb-28', dice: [] });
    expect(out).toContain('Slot for a Red die. Must be the first die placed on this card');
    expect(out).toContain('Slot for a Blue die. Must be the last die placed on this card');
    expect(await r.html('./BombCard.svelte', { card: 'bomb-17', dice: [] })).toContain('Slot for a split die');
  });

  it('draws a spark card with no points', async () => {
    const out = await r.html('./BombCard.svelte', { card: 'spark-12', dice: [] });
    expect(out).toContain('aria-label="Spark, dice placed: 0 of 2"');
    expect(out).toContain('Slot for a 1 or a 2');
  });

  it('renders every bomb and spark card, each cell named', async () => {
    for (const card of [...BOMB_CARDS, ...SPARK_CARDS]) {
      const out = await r.html('./BombCard.svelte', { card: card.id, dice: [] });
      expect(out.match(/<button[^>]*data-cell=/g), card.id).toHaveLength(card.cells.length);
      expect(out, card.id).not.toContain('fuse-countdown.');
    }
  });
});

describe('FuseCard', () => {
  it('shows what a colour-and-number fuse card matches, drawn and in words', async () => {
    const out = await r.html('./FuseCard.svelte', { fuse: 'fuse-05' });
    expect(out).toContain('data-spot="card-fuse-05"');
    expect(out).toContain('aria-label="Shows: Green, 3"');
    expect(out).toContain('data-req="colour"');
    expect(out).toContain('data-req="number"');
    expect(out).toContain('sends one of their placed dice back to the bag');
  });

  it('says each text effect in our words, in Italian too', async () => {
    expect(await r.html('./FuseCard.svelte', { fuse: 'fuse-08' })).toContain('Every player draws a spark card.');
    expect(await r.html('./FuseCard.svelte', { fuse: 'fuse-09' })).toContain('Every role ability switches off until its player defuses a bomb');
    expect(await r.html('./FuseCard.svelte', { fuse: 'fuse-10' }, 'it')).toContain('finché ognuno non ottiene un 6');
  });
});

describe('RoleCard', () => {
  it('names the role and its ability', async () => {
    const out = await r.html('./RoleCard.svelte', { role: 'disposal-expert' });
    expect(out).toContain('aria-label="Role, Disposal Expert"');
    expect(out).toContain('opposite face');
    expect(out).not.toContain('Leader');
  });

  it('marks the leader with a badge and a word, not colour alone', async () => {
    const out = await r.html('./RoleCard.svelte', { role: 'cutter', leader: true });
    expect(out).toContain('aria-label="Role, Cutter, Leader"');
    expect(out).toMatch(/class="badge lead[^"]*"[^>]*>[\s\S]*Leader/);
  });

  it('shows a role switched off by a fuse card in words and a struck-through sign', async () => {
    const out = await r.html('./RoleCard.svelte', { role: 'technologist', dark: true }, 'it');
    expect(out).toContain('aria-label="Ruolo, Tecnologo, Spenta"');
    expect(out).toContain('M2 14L14 2');
    expect(out).toContain('si riaccende con la prossima Bomba disinnescata da questo giocatore');
  });
});

describe('Legend', () => {
  it('lists every requirement kind and relation kind our cards use, and every configuration', async () => {
    const out = await r.html('../rules/Legend.svelte', {});
    const { BOMB_CARDS: bombs, SPARK_CARDS: sparks } = await r.load<typeof FuseCountdownData>('@shared/fuse-countdown');
    const cards = [...bombs, ...sparks];
    for (const kind of new Set(cards.flatMap((c) => c.cells.map((cell) => cell.req.kind)))) expect(out).toContain(`data-legend-req="${kind}"`);
    expect(out).toContain('data-legend-req="first"');
    expect(out).toContain('data-legend-req="last"');
    for (const kind of new Set(cards.flatMap((c) => c.relations.map((rel) => rel.kind)))) expect(out).toMatch(new RegExp(`data-legend-rel="${kind}`));
    for (const config of ['stack', 'wall', 'ziggurat']) expect(out).toContain(`data-legend-config="${config}"`);
    expect(out).toContain('Red: letter R, stripes');
    expect(out).toContain('Green: letter G, rings');
  });

  it('reads in Italian', async () => {
    const out = await r.html('../rules/Legend.svelte', {}, 'it');
    expect(out).toContain('Legenda');
    expect(out).toContain('Nero: lettera K, scacchi');
    expect(out).toContain('Solo dado bicolore');
  });
});

describe('the rules reference', () => {
  it('has every section with its table of contents entry, and the deck sizes from the data', async () => {
    const out = await r.html('../rules/FuseCountdownRules.svelte', {});
    const { RULES_SECTIONS } = await r.load<typeof RulesSectionsModule>('../rules/rules-sections.ts');
    for (const s of RULES_SECTIONS) expect(out).toContain(`data-rules-section="${s.id}"`);
    expect(out.match(/<li><a href="#/g)).toHaveLength(RULES_SECTIONS.length);
    // The rulebook's setup table: four players at Heroic use 37 bombs, one player at Training 19.
    expect(out.replace(/<!--[^>]*-->/g, '')).toMatch(/<th scope="row"[^>]*>4<\/th><td[^>]*>28<\/td><td[^>]*>31<\/td><td[^>]*>33<\/td><td[^>]*>35<\/td><td[^>]*>37<\/td>/);
    expect(out.replace(/<!--[^>]*-->/g, '')).toMatch(/<th scope="row"[^>]*>1<\/th><td[^>]*>19<\/td>/);
    for (const fuse of ['fuse-01', 'fuse-08', 'fuse-09', 'fuse-10']) expect(out).toContain(`data-card="${fuse}"`);
    expect(out).toContain('Explosives Instructor');
  });

  it('reads in Italian with our terms', async () => {
    const out = await r.html('../rules/FuseCountdownRules.svelte', {}, 'it');
    expect(out).toContain('Regole di FUSE: Countdown');
    expect(out).toContain('Istruttore di Esplosivi');
    expect(out).toContain('Torri, muri e ziggurat');
  });
});
