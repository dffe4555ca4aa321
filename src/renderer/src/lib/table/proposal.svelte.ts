import type { GameDetail } from '@shared/games';
import type { HintShown } from '../table-game';

/** What marking needs of a board element (a DOM element in the app). */
interface ProposalTarget {
  dataset: Record<string, string | undefined>;
  getAttribute(name: string): string | null;
  setAttribute(name: string, value: string): void;
  removeAttribute(name: string): void;
}

interface Board {
  querySelectorAll(selector: string): ArrayLike<ProposalTarget>;
}

/** What the table says about the proposal: who speaks, the line of why, and the board elements it names. */
export interface ProposalShown {
  /** The name of the bot seat that speaks for the bots ("Bot 2"). */
  name: string;
  text: string;
  targets: string[];
}

/**
 * The bots' proposal on a table decision (docs/bots.md), as a view shows it: the choice it names is
 * marked on the board (`data-proposal`: a solid ring, and a "★ Bot 2 proposes" badge on a button,
 * described for a screen reader by the proposal's line) and a person confirms it by pressing that choice. It never
 * acts: it only marks. The board redraws as it likes (a decision's question appears after the
 * board's replay), so the marks are laid again whenever the board's elements change.
 */
export class TableProposal {
  /** The proposal the table shows now, in words; null when none. */
  readonly shown: ProposalShown | null;
  #marked: { el: ProposalTarget; undo: () => void }[] = [];

  constructor(
    private readonly board: () => (Board & Partial<Node>) | undefined,
    game: () => Pick<GameDetail, 'id' | 'kind' | 'version' | 'seats' | 'proposal'> | null,
    /** The game's words and board elements for the proposed action (its hint view). */
    view: (game: GameDetail, proposal: NonNullable<GameDetail['proposal']>) => HintShown | null,
    /** The id of the element whose words describe the mark (the proposal's line). */
    private readonly lineId: string,
    /** The badge's words for a seat's name ("★ Bot 2 proposes"). */
    private readonly badge: (name: string) => string,
  ) {
    this.shown = $derived.by(() => {
      const g = game();
      const proposal = g?.proposal;
      if (!g || !proposal) return null;
      const seen = view(g as GameDetail, proposal);
      if (!seen) return null;
      return { name: g.seats[proposal.seat]?.name ?? '', text: seen.text, targets: seen.targets };
    });

    $effect(() => {
      const shown = this.shown;
      const root = this.board();
      this.#mark(root, shown);
      if (!shown || !root || typeof MutationObserver === 'undefined' || !(root instanceof Node)) return () => this.#clear();
      // The board's elements change under the proposal: mark them again (a batch per change).
      let queued = false;
      const observer = new MutationObserver(() => {
        if (queued) return;
        queued = true;
        queueMicrotask(() => {
          queued = false;
          this.#mark(root, shown);
        });
      });
      observer.observe(root, { childList: true, subtree: true });
      return () => {
        observer.disconnect();
        this.#clear();
      };
    });
  }

  #mark(root: Board | undefined, shown: ProposalShown | null): void {
    // Plain lists: marking is not state the view draws from.
    const wanted: ProposalTarget[] = [];
    if (root && shown) for (const selector of shown.targets) for (const el of Array.from(root.querySelectorAll(selector))) if (!wanted.includes(el)) wanted.push(el);
    // Unmark what is no longer named, mark what is newly there; leave the rest as it is.
    this.#marked = this.#marked.filter(({ el, undo }) => {
      if (wanted.includes(el)) return true;
      undo();
      return false;
    });
    const already = this.#marked.map(({ el }) => el);
    for (const el of wanted) {
      if (already.includes(el) || !shown) continue;
      el.dataset.proposal = this.badge(shown.name);
      const described = el.getAttribute('aria-describedby');
      el.setAttribute('aria-describedby', described ? `${described} ${this.lineId}` : this.lineId);
      this.#marked.push({
        el,
        undo: () => {
          delete el.dataset.proposal;
          const rest = (el.getAttribute('aria-describedby') ?? '').split(' ').filter((id) => id && id !== this.lineId);
          if (rest.length > 0) el.setAttribute('aria-describedby', rest.join(' '));
          else el.removeAttribute('aria-describedby');
        },
      });
    }
  }

  #clear(): void {
    for (const { undo } of this.#marked) undo();
    this.#marked = [];
  }
}
