import type { Card, FuseCard } from '../components';
import { BOMB_CARDS } from './bombs';
import { SPARK_CARDS } from './sparks';
import { FUSE_CARDS } from './fuses';

export { BOMB_CARDS, SPARK_CARDS, FUSE_CARDS };

const CARDS = new Map<string, Card>([...BOMB_CARDS, ...SPARK_CARDS].map((c) => [c.id, c]));
const FUSES = new Map<string, FuseCard>(FUSE_CARDS.map((c) => [c.id, c]));

export const cardById = (id: string): Card | undefined => CARDS.get(id);
export const fuseById = (id: string): FuseCard | undefined => FUSES.get(id);
export const isFuseId = (id: string): boolean => FUSES.has(id);
export const BOMB_IDS: readonly string[] = BOMB_CARDS.map((c) => c.id);
export const SPARK_IDS: readonly string[] = SPARK_CARDS.map((c) => c.id);
export const FUSE_IDS: readonly string[] = FUSE_CARDS.map((c) => c.id);
