import { z } from 'zod';
import { cardSchema, type Card } from '../components';
import { differentColours, greater, plain, sameColour, sameNumber } from './notation';

const spark = (n: number, tokens: string[], relations: Parameters<typeof plain>[4] = []) => plain('spark', n, 0, tokens, relations);

/** Our 30 spark cards: one or two dice, simple requirements, no points. */
export const SPARK_CARDS: readonly Card[] = z.array(cardSchema).length(30).parse([
  spark(1, ['R']),
  spark(2, ['B']),
  spark(3, ['K']),
  spark(4, ['Y']),
  spark(5, ['G']),
  spark(6, ['1']),
  spark(7, ['2']),
  spark(8, ['3']),
  spark(9, ['4']),
  spark(10, ['5']),
  spark(11, ['6']),
  spark(12, ['R|B']),
  spark(13, ['B|K']),
  spark(14, ['K|Y']),
  spark(15, ['Y|G']),
  spark(16, ['G|R']),
  spark(17, ['1|2']),
  spark(18, ['3|4']),
  spark(19, ['5|6']),
  spark(20, ['*', '*'], [sameColour(0, 1)]),
  spark(21, ['*', '*'], [sameNumber(0, 1)]),
  spark(22, ['*', '*'], [differentColours(0, 1)]),
  spark(23, ['R/1']),
  spark(24, ['B/2']),
  spark(25, ['Y/5']),
  spark(26, ['G/6']),
  spark(27, ['!R']),
  spark(28, ['!Y']),
  spark(29, ['S']),
  spark(30, ['*', '*'], [greater(0, 1)]),
]);
