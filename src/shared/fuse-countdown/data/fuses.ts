import { z } from 'zod';
import { fuseCardSchema, type FuseCard } from '../components';

/** Our 10 fuse cards: seven show a colour, a number or both; three carry the rulebook's text effects. */
export const FUSE_CARDS: readonly FuseCard[] = z.array(fuseCardSchema).length(10).parse([
  { id: 'fuse-01', effect: 'return-matching', colours: ['red'], numbers: [] },
  { id: 'fuse-02', effect: 'return-matching', colours: ['blue'], numbers: [] },
  { id: 'fuse-03', effect: 'return-matching', colours: [], numbers: [6] },
  { id: 'fuse-04', effect: 'return-matching', colours: [], numbers: [1] },
  { id: 'fuse-05', effect: 'return-matching', colours: ['green'], numbers: [3] },
  { id: 'fuse-06', effect: 'return-matching', colours: ['yellow'], numbers: [5] },
  { id: 'fuse-07', effect: 'return-matching', colours: ['black'], numbers: [2] },
  { id: 'fuse-08', effect: 'all-draw-spark' },
  { id: 'fuse-09', effect: 'roles-dark' },
  { id: 'fuse-10', effect: 'roll-a-six' },
]);
