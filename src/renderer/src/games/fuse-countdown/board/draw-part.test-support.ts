// One part of FUSE: Countdown's board drawn on its own (server-rendered, the markup a player or a
// screen reader meets), with a board model in its context as the board would give it.
import type { FuseCountdownLegalPlaces, FuseCountdownView } from '@shared/fuse-countdown/view';
import type * as BoardModule from './countdown-board.svelte';
import type { CountdownBoard } from './countdown-board.svelte';
import { gameOf } from './view-fixture.test-support';
import type { SvelteInNode } from '../../../svelte-in-node.test-support';

type Render = (component: unknown, options: { props: Record<string, unknown>; context: Map<unknown, unknown> }) => { body: string };

export interface PartDrawer {
  /** A board model over `s` and its legal places (a fake `act` that takes everything), to act on before drawing a part with it. */
  board(s: FuseCountdownView, legalPlaces?: FuseCountdownLegalPlaces): CountdownBoard;
  /** The part's markup, in a language, drawn with `board` (or a fresh board over `s`) in its context. */
  html(component: string, over: FuseCountdownView | CountdownBoard, props?: Record<string, unknown>, locale?: 'en' | 'it'): Promise<string>;
}

export async function partDrawer(kit: SvelteInNode): Promise<PartDrawer> {
  const model = await kit.load<Pick<typeof BoardModule, 'CountdownBoard' | 'countdownBoardEntry'>>('./countdown-board.svelte.ts');
  const board = (s: FuseCountdownView, legalPlaces?: FuseCountdownLegalPlaces) => new model.CountdownBoard({ game: gameOf(s, legalPlaces), act: async () => true });
  return {
    board,
    async html(component, over, props = {}, locale = 'en') {
      const i18n = await kit.load<{ locale: { current: string } }>('../../../lib/i18n/i18n.svelte.ts');
      i18n.locale.current = locale;
      const { render } = await kit.load<{ render: Render }>('svelte/server');
      const part = await kit.load<{ default: unknown }>(component);
      const b = over instanceof model.CountdownBoard ? over : board(over as FuseCountdownView);
      return render(part.default, { props, context: new Map([model.countdownBoardEntry(b)]) }).body;
    },
  };
}
