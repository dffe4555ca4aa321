import { z } from 'zod';

/**
 * The physical components of FUSE: Countdown as typed data: dice colours and faces, the seven roles,
 * and the vocabulary of dice requirements a bomb or spark card can carry (the rulebook's Icon Reference).
 */

export const COLOURS = ['red', 'blue', 'black', 'yellow', 'green'] as const;
export type Colour = (typeof COLOURS)[number];
export const colourSchema = z.enum(COLOURS);

/** Faces 1–6. Opposite faces are 1–6, 2–4 and 3–5 (the "atypical" dice the Disposal Expert flips). */
export const FACES = [1, 2, 3, 4, 5, 6] as const;
export const faceSchema = z.number().int().min(1).max(6);
export const OPPOSITE_FACE: Readonly<Record<number, number>> = { 1: 6, 6: 1, 2: 4, 4: 2, 3: 5, 5: 3 };
export const oppositeFace = (face: number): number => OPPOSITE_FACE[face] ?? face;

export const dieSchema = z
  .object({
    id: z.string().regex(/^d[0-9]{2}$/),
    colours: z.array(colourSchema).min(1).max(2),
  })
  .strict();
export type Die = z.infer<typeof dieSchema>;

const single = (colour: Colour, from: number): Die[] =>
  [0, 1, 2, 3].map((i) => ({ id: `d${String(from + i).padStart(2, '0')}`, colours: [colour] }));

/** 20 single-coloured dice (four of each colour) and 5 split dice (every colour on two of them). */
export const DICE: readonly Die[] = z.array(dieSchema).length(25).parse([
  ...single('red', 1),
  ...single('blue', 5),
  ...single('black', 9),
  ...single('yellow', 13),
  ...single('green', 17),
  { id: 'd21', colours: ['red', 'blue'] },
  { id: 'd22', colours: ['blue', 'black'] },
  { id: 'd23', colours: ['black', 'yellow'] },
  { id: 'd24', colours: ['yellow', 'green'] },
  { id: 'd25', colours: ['green', 'red'] },
]);
export const DIE_IDS: readonly string[] = DICE.map((d) => d.id);
const DIE_BY_ID = new Map(DICE.map((d) => [d.id, d]));
export const dieColours = (id: string): readonly Colour[] => DIE_BY_ID.get(id)?.colours ?? [];
/** A die kind is its colour set: `red` or `red/blue`; the bag's public view counts dice by kind. */
export const dieKind = (id: string): string => dieColours(id).join('/');

export const ROLES = [
  'cutter',
  'operations-engineer',
  'logistics-specialist',
  'technologist',
  'equipment-technician',
  'disposal-expert',
  'explosives-instructor',
] as const;
export type RoleId = (typeof ROLES)[number];
export const roleSchema = z.enum(ROLES);

/** What one die placed on one slot must be (per-slot icons of the Icon Reference). */
export const dieRequirementSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('any') }).strict(),
  z.object({ kind: z.literal('colour'), colour: colourSchema }).strict(),
  z.object({ kind: z.literal('number'), number: faceSchema }).strict(),
  z.object({ kind: z.literal('colour-number'), colour: colourSchema, number: faceSchema }).strict(),
  z.object({ kind: z.literal('colours'), colours: z.tuple([colourSchema, colourSchema]) }).strict(),
  z.object({ kind: z.literal('numbers'), numbers: z.tuple([faceSchema, faceSchema]) }).strict(),
  z.object({ kind: z.literal('colour-or-number'), colour: colourSchema, number: faceSchema }).strict(),
  z.object({ kind: z.literal('not-colour'), colour: colourSchema }).strict(),
  z
    .object({
      kind: z.literal('pairs'),
      pairs: z.tuple([z.object({ colour: colourSchema, number: faceSchema }).strict(), z.object({ colour: colourSchema, number: faceSchema }).strict()]),
    })
    .strict(),
  z.object({ kind: z.literal('split') }).strict(),
]);
export type DieRequirement = z.infer<typeof dieRequirementSchema>;

/**
 * One die position on a card. Plain cards have one cell per slot; a stack is one slot with several
 * cells on top of each other; a wall's slots have one or two levels; a ziggurat has four base cells and
 * one on top. `below` lists the cells that must hold dice before this one (the die beneath it).
 */
export const cellSchema = z
  .object({
    req: dieRequirementSchema,
    slot: z.number().int().min(0).max(5),
    level: z.number().int().min(0).max(5),
    below: z.array(z.number().int().min(0).max(5)),
    first: z.boolean().optional(),
    last: z.boolean().optional(),
  })
  .strict();
export type Cell = z.infer<typeof cellSchema>;

/**
 * Requirements across cells. Colour relations read a split die as both its colours: two dice are the
 * same colour when they share one, different colours when they share none; a group relation holds for
 * every pair in the group. `greater` reads the first cell's number as greater than the second's;
 * `equation` reads `a op b = c` over the numbers.
 */
export const relationSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('same-colour'), cells: z.array(z.number().int().min(0).max(5)).min(2) }).strict(),
  z.object({ kind: z.literal('same-number'), cells: z.array(z.number().int().min(0).max(5)).min(2) }).strict(),
  z.object({ kind: z.literal('same-colour-or-number'), cells: z.tuple([z.number().int().min(0), z.number().int().min(0)]) }).strict(),
  z.object({ kind: z.literal('same-colour-and-number'), cells: z.tuple([z.number().int().min(0), z.number().int().min(0)]) }).strict(),
  z.object({ kind: z.literal('different-colours'), cells: z.array(z.number().int().min(0).max(5)).min(2) }).strict(),
  z.object({ kind: z.literal('greater'), cells: z.tuple([z.number().int().min(0), z.number().int().min(0)]) }).strict(),
  z
    .object({ kind: z.literal('equation'), op: z.enum(['+', '-']), cells: z.tuple([z.number().int().min(0), z.number().int().min(0), z.number().int().min(0)]) })
    .strict(),
]);
export type Relation = z.infer<typeof relationSchema>;

export const CONFIGURATIONS = ['plain', 'stack', 'wall', 'ziggurat'] as const;

export const cardSchema = z
  .object({
    id: z.string().regex(/^(bomb|spark)-[0-9]{2}$/),
    type: z.enum(['bomb', 'spark']),
    points: z.number().int().min(0).max(6),
    config: z.enum(CONFIGURATIONS),
    cells: z.array(cellSchema).min(1).max(6),
    relations: z.array(relationSchema),
  })
  .strict()
  .superRefine((card, ctx) => {
    const n = card.cells.length;
    const bad = (i: number) => i < 0 || i >= n;
    card.cells.forEach((c, i) => {
      if (c.below.some((b) => bad(b) || b === i)) ctx.addIssue({ code: 'custom', message: `cell ${i} rests on a missing cell` });
    });
    card.relations.forEach((r, i) => {
      if (r.cells.some(bad)) ctx.addIssue({ code: 'custom', message: `relation ${i} names a missing cell` });
    });
    if (card.type === 'bomb' && (card.points < 1 || n < 2)) ctx.addIssue({ code: 'custom', message: 'a bomb is worth 1–6 and needs two or more dice' });
    if (card.type === 'spark' && (card.points !== 0 || n > 2)) ctx.addIssue({ code: 'custom', message: 'a spark has no points and one or two dice' });
  });
export type Card = z.infer<typeof cardSchema>;

/** Fuse cards: seven return a matching die from every seat; three carry a text effect. */
export const fuseCardSchema = z.discriminatedUnion('effect', [
  z
    .object({
      id: z.string().regex(/^fuse-[0-9]{2}$/),
      effect: z.literal('return-matching'),
      colours: z.array(colourSchema),
      numbers: z.array(faceSchema),
    })
    .strict(),
  z.object({ id: z.string().regex(/^fuse-[0-9]{2}$/), effect: z.literal('all-draw-spark') }).strict(),
  z.object({ id: z.string().regex(/^fuse-[0-9]{2}$/), effect: z.literal('roles-dark') }).strict(),
  z.object({ id: z.string().regex(/^fuse-[0-9]{2}$/), effect: z.literal('roll-a-six') }).strict(),
]);
export type FuseCard = z.infer<typeof fuseCardSchema>;
