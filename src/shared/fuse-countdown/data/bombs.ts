import { z } from 'zod';
import { cardSchema, type Card } from '../components';
import {
  differentColours as dc,
  equation as eq,
  greater as gt,
  plain,
  sameColour as sc,
  sameColourAndNumber as sca,
  sameColourOrNumber as sco,
  sameNumber as sn,
  stack,
  wall,
  ziggurat,
} from './notation';

const bomb = (n: number, points: number, tokens: string[], relations: Parameters<typeof plain>[4] = []) => plain('bomb', n, points, tokens, relations);

/**
 * Our 52 bomb cards (the rulebook shows pictures only). Point values 1–6, more low cards than high:
 * 12 ones, 11 twos, 10 threes, 8 fours, 6 fives, 5 sixes. Harder requirements are worth more.
 */
export const BOMB_CARDS: readonly Card[] = z.array(cardSchema).length(52).parse([
  // 1 point: two to four dice, easy requirements
  bomb(1, 1, ['R', 'B']),
  bomb(2, 1, ['K', 'Y']),
  bomb(3, 1, ['G', 'R|K', '1|2']),
  bomb(4, 1, ['R|B', '5|6', 'Y', '3|4']),
  bomb(5, 1, ['3', 'B|G', 'K|Y']),
  bomb(6, 1, ['R|B', 'R|B', 'G'], [sn(0, 1)]),
  bomb(7, 1, ['*', '*'], [sc(0, 1)]),
  bomb(8, 1, ['R/4', 'B/2', 'K/6', 'Y|G']),
  bomb(9, 1, ['!K', '!R', '!B', '1|6']),
  bomb(10, 1, ['Y|G', '6', 'R|B', '4|5']),
  bomb(11, 1, ['R|K', '!G', '3|4', 'B|Y'], [gt(0, 1)]),
  bomb(12, 1, ['B|K', 'R|Y', 'G/1', '2|5']),
  // 2 points: three dice
  bomb(13, 2, ['R', 'B', 'G']),
  bomb(14, 2, ['*', '*', '*'], [sc(0, 1, 2)]),
  bomb(15, 2, ['1', '2', '3']),
  bomb(16, 2, ['*', '*', '*'], [eq(0, '+', 1, 2)]),
  bomb(17, 2, ['S', '*', 'K|Y', 'R', '4|5']),
  bomb(18, 2, ['K', 'K', 'Y2|G4', 'B', '1|3']),
  bomb(19, 2, ['!G', '*', '!G', 'G', 'R|B'], [gt(0, 1), gt(1, 2)]),
  bomb(20, 2, ['R3|B4', '*', 'Y', 'G', '6']),
  bomb(21, 2, ['R|Y', '*', 'B|G', 'K', 'Y|G'], [dc(0, 1), dc(1, 2)]),
  bomb(22, 2, ['5|6', '5|6', 'K|G', '1|2', '3|4']),
  bomb(23, 2, ['G', 'Y', 'R|B', 'K', '2|3'], [sn(0, 1)]),
  // 3 points: three or four dice with a relation, an order or an equation
  bomb(24, 3, ['*', '*', '*'], [eq(0, '-', 1, 2)]),
  bomb(25, 3, ['R', 'B', 'K', 'Y']),
  bomb(26, 3, ['*', '*', '*', '*'], [sn(0, 1), sn(2, 3)]),
  stack(27, 3, ['*', '*', '*'], [gt(1, 0), gt(2, 1)]),
  bomb(28, 3, ['^R', '*', 'Y|G', 'B$']),
  bomb(29, 3, ['*', '*', '*', '*', '*'], [dc(0, 1, 2, 3, 4)]),
  bomb(30, 3, ['K6', 'R|B', '*', 'Y|G', '3|4'], [sco(1, 2)]),
  bomb(31, 3, ['S', 'S', '6', '1|2', 'R|K']),
  bomb(32, 3, ['Y2|B4', '*', '*', '*', 'G3'], [sc(1, 2, 3)]),
  bomb(33, 3, ['R/1', 'B/2', 'K/3', 'Y/4', 'G/5']),
  // 4 points: four or five dice, the first configurations
  stack(34, 4, ['*', '*', '*', '*'], [gt(1, 0), gt(3, 2)]),
  bomb(35, 4, ['*', '*', '*', '*'], [dc(0, 1), dc(1, 2), dc(2, 3)]),
  bomb(36, 4, ['*', '*', '*', 'G', 'Y', 'R'], [eq(0, '+', 1, 2), sc(0, 1)]),
  wall(37, 4, ['R', 'B'], ['K', 'Y']),
  bomb(38, 4, ['*', '*', '*', '*', 'B'], [sca(0, 1), sca(2, 3)]),
  bomb(39, 4, ['1', '2', '3', '4', '5']),
  bomb(40, 4, ['^S', '*', '*', '*'], [sn(1, 2, 3)]),
  bomb(41, 4, ['R|B', '*', 'K|Y', '*', 'G$'], [sc(0, 1), sc(2, 3)]),
  // 5 points: five dice
  wall(42, 5, ['Y', 'K', 'B'], ['R', null, 'G']),
  ziggurat(43, 5, ['B', '5', '6', 'Y'], 'R'),
  stack(44, 5, ['*', '*', '*', '*', '*'], [gt(1, 0), gt(2, 1), gt(3, 2), gt(4, 3)]),
  bomb(45, 5, ['R|B', '*', '*', '*', 'K|Y'], [eq(0, '+', 1, 2), eq(2, '-', 3, 4)]),
  bomb(46, 5, ['R', 'R', 'B', 'B', 'S']),
  wall(47, 5, ['*', '*', '*'], ['*', null, '*'], [sc(0, 3), sc(2, 4), dc(0, 1, 2)]),
  // 6 points: six dice
  stack(48, 6, ['*', '*', '*', '*', '*', '*'], [gt(1, 0), gt(3, 2), gt(5, 4)]),
  wall(49, 6, ['R', 'B', 'K'], ['Y', 'G', 'S']),
  ziggurat(50, 6, ['1', '2', '3', '4'], 'S'),
  bomb(51, 6, ['*', '*', '*', '*', '*', '*'], [sn(0, 1), sn(2, 3), sn(4, 5), dc(0, 2, 4)]),
  bomb(52, 6, ['R3|G5', 'B2|Y4', '*', '*', '*', '6'], [eq(2, '+', 3, 4)]),
]);
