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
  spark(6, ['1', 'R|K']),
  spark(7, ['2', 'B|Y']),
  spark(8, ['3', 'K|G']),
  spark(9, ['4', 'Y|R']),
  spark(10, ['5', 'G|B']),
  spark(11, ['6', 'R|B']),
  spark(12, ['R|B', '1|2']),
  spark(13, ['B|K', '3|4']),
  spark(14, ['K|Y', '5|6']),
  spark(15, ['Y|G', '1|6']),
  spark(16, ['G|R', '2|5']),
  spark(17, ['1|2', 'G']),
  spark(18, ['3|4', 'R']),
  spark(19, ['5|6', 'K']),
  spark(20, ['*', '*'], [sameColour(0, 1)]),
  spark(21, ['R|G', 'B|K'], [sameNumber(0, 1)]),
  spark(22, ['K|Y', '1|2'], [differentColours(0, 1)]),
  spark(23, ['R/1', 'Y/3']),
  spark(24, ['B/2', 'G/4']),
  spark(25, ['Y/5', 'K/6']),
  spark(26, ['G/6', 'B/1']),
  spark(27, ['!R', '!R']),
  spark(28, ['!Y', '!Y']),
  spark(29, ['S', '5|6']),
  spark(30, ['B|G', 'R|Y'], [greater(0, 1)]),
]);
