/** The rules panel's text in Spanish (fichas, pozo, doble, robar, pasar, tranque, «¡Dominó!», mano), with tú. */

import { buildRules } from './build.js';
import type { Phrases, RulesFacts, RulesText } from './types.js';

const fichas = (n: number) => (n === 1 ? '1 ficha' : `${n} fichas`);

const phrases: Phrases = {
  names: {
    // games:names (written by `npm run games` from each game's src/games/<id>/about.ts)
    'maltese-cross': 'Cruz de Malta (también llamado Dobles)',
    doubles: 'Dobles: todo doble abre por sus cuatro lados',
    'doubles-classic': 'Dobles según Kelley',
    'doubles-in-the-boneyard': 'Dobles en el pozo',
    block: 'Dominó de bloqueo',
    draw: 'Dominó de robo',
    'all-fives': 'Todos los cincos (All Fives)',
    'fives-and-threes': 'Cincos y treses (Fives and Threes)',
    // /games:names
  },
  headings: {
    tiles: 'Jugadores y fichas',
    opening: 'Quién sale',
    order: 'Orden de juego',
    play: 'Cómo se juega',
    drawing: 'Robar',
    passing: 'Pasar',
    blocked: 'Tranque',
    scoring: 'Puntos',
    target: 'Quién gana la partida',
  },
  set: (set, n) => `un juego ${set === 'double-nine' ? 'doble nueve' : 'doble seis'} (${n} fichas)`,
  setWithoutDoubles: 'un juego doble seis sin sus siete dobles (21 fichas)',
  players: (n, set) => `${n} jugadores y ${set}.`,
  hand: (size, left) => `Cada jugador toma ${fichas(size)}; las otras ${left} forman el pozo, boca abajo.`,
  handAll: (size) => `Cada jugador toma ${fichas(size)}: se reparte todo el juego.`,
  handAside: (size, left) => `Cada jugador toma ${fichas(size)}; las otras ${left} quedan boca abajo y nunca cuentan.`,
  noDrawing: 'Nunca se roba.',

  openSixSix: 'Quien tiene el doble seis sale con él en el centro, en cada mano.',
  searchSixSix:
    'Si nadie lo tiene, el que reparte y luego cada jugador a su izquierda roban una ficha por turno hasta que alguien saca el doble seis y lo juega. Las fichas robadas se quedan en la mano.',
  redealSixSix: 'Si nadie recibió el doble seis, se barajan las fichas y se reparte de nuevo.',
  openHighest: 'Quien tiene el doble más alto sale con él en el centro, en cada mano. Ninguna otra ficha puede salir.',
  openHeaviest:
    'Quien tiene el doble más alto sale con él. Si no se repartió ningún doble, sale la ficha más pesada (de dos con los mismos puntos, la del número más alto). Ninguna otra ficha puede salir.',
  redealNoDouble: 'Si nadie tiene un doble, se barajan las fichas y se reparte de nuevo.',
  firstLeadDrawn:
    'Primera mano: cada jugador saca uno de los siete dobles; el más alto empieza y puede salir con cualquier ficha. Los dobles vuelven al pozo.',
  laterLeadWinner:
    'Luego empieza quien ganó la mano anterior. Si un tranque termina en empate, los empatados vuelven a sacar dobles.',

  laterLeadLowest:
    'Luego sale, con cualquier ficha, quien ganó la mano anterior (tras un tranque, la mano más baja). Si hay empate en la más baja, los empatados sacan dobles; sale el más alto.',
  toLeft: 'Hacia la izquierda (sentido horario), empezando por el jugador que sigue al que salió.',
  toRight: 'Hacia la derecha (sentido antihorario), empezando por el jugador que sigue al que salió.',

  match: 'En tu turno pones una ficha en un extremo abierto con el mismo número.',
  cross:
    'El doble seis abre por sus cuatro lados: hasta que cada lado tenga una ficha, solo se puede poner un seis en un lado libre. Ningún brazo crece antes de completar la cruz.',
  arms: 'Después hay cuatro brazos, con un extremo abierto cada uno. Los dobles posteriores van atravesados y no abren lados.',
  spinAll: 'Todo doble abre por sus lados: el doble de salida por cuatro, uno posterior por tres, todos a la vez.',
  spinFirst:
    'Solo el doble de salida abre por sus cuatro lados. Los dobles posteriores van atravesados y dejan un extremo abierto.',
  spinNone: 'Ningún doble abre lados: el de salida deja dos extremos abiertos, uno posterior uno.',
  lock: 'Un número está cerrado hasta que su doble está en la mesa: a un 3 solo se puede pegar cuando el 3-3 ya está puesto. Solo cuenta el número que pegas, y el número del doble de salida está abierto desde el principio.',
  doubleUnlocks: 'Un doble siempre puede ponerse en su propio número, y lo abre para todos.',
  line: 'Una sola línea con dos extremos: ningún doble abre lados y ningún número está cerrado.',

  noLock: 'Ningún número se cierra nunca.',
  drawAnyTime:
    'Si no puedes jugar, o no quieres, robas una ficha del pozo. Después de cada ficha puedes jugar o robar otra.',
  reserve: (n) => `Las últimas ${fichas(n)} del pozo nunca se roban.`,
  drawOne: 'Solo si no puedes jugar, robas exactamente una ficha. Si pega, la juegas enseguida; si no, pasa el turno.',
  drawUntil:
    'Solo si no puedes jugar, robas de una en una, quedándote con todas, hasta que una pegue; esa la juegas enseguida.',
  drawEmpty: 'Se puede robar hasta vaciar el pozo.',

  mustDraw: (n) => `Mientras queden ${n} o más fichas en el pozo no puedes pasar: roba.`,
  passClosed:
    'Solo pasas cuando ya no se puede robar y no puedes jugar. Sin robo, una ficha que pega se tiene que jugar.',
  passAfterDraw: 'Pasas cuando la ficha robada no pega, o cuando no puedes jugar y ya no se puede robar.',
  passEmpty: 'Solo pasas cuando no puedes jugar y el pozo está vacío.',
  passMust: 'Si no puedes jugar, pasas. Si puedes jugar, tienes que hacerlo: no se guarda ficha.',

  blocked: 'Cuando nadie puede jugar ni robar, hay tranque: la mano termina enseguida.',
  blockedNoDraw: 'Cuando nadie puede jugar, hay tranque: la mano termina enseguida.',
  blockWhen:
    'Sin dobles, eso pasa justo cuando los dos extremos muestran el mismo número y sus seis fichas ya están en la mesa.',

  pips: 'Se cuenta un punto por cada punto de las fichas. Las fichas del pozo nunca cuentan.',
  domino: '«¡Dominó!»: el primero que pone su última ficha se anota todos los puntos que quedan en las otras manos.',
  blockTen: 'Tranque: nadie gana la mano y cada jugador se anota 10.',
  blockLowest:
    'Tranque: la mano más baja se anota los puntos de las manos rivales (no los suyos). Si hay empate en la más baja, nadie anota.',
  blockMinusOwn:
    'El ganador se anota los puntos de las otras manos menos los de la suya. Tranque: gana la mano más baja; si hay empate en la más baja, nadie anota.',
  blockAll:
    'Tranque con una sola mano más baja: ese jugador se anota todos los puntos de las tres manos, los suyos incluidos.',
  blockTwo:
    'Dos empatados en la más baja: el tercero pierde los puntos de su mano (se puede quedar en negativo); los dos no anotan.',
  blockThree: 'Los tres empatados: nadie anota.',

  target: (n) => `Gana el primero que llega a ${n === 1 ? '1 punto' : `${n} puntos`}.`,
  tieTop: 'Si varios llegan en la misma mano, gana el total más alto; si los más altos empatan, se juega otra mano.',

  laterLeadDomino:
    'Manos siguientes: empieza quien dominó, con cualquier ficha; tras un tranque se vuelven a sacar dobles.',
  laterLeadRotation:
    'Manos siguientes: empieza el jugador a la izquierda de quien abrió la mano anterior, con cualquier ficha.',
  spinFirstDouble:
    'El primer doble puesto, de salida o no, es el único que abre por sus flancos, y solo cuando sus dos lados tienen ficha; los dobles siguientes van cruzados.',
  count:
    'La cuenta es la suma de los extremos abiertos; un doble en un extremo cuenta sus dos mitades hasta que una ficha cubre su lado exterior.',
  fives: 'Tras cada jugada, también la salida, una cuenta múltiplo de 5 suma su valor en el acto.',
  fivesThrees:
    'Tras cada jugada, también la salida, la cuenta suma cuenta ÷ 5 si es divisible por 5 y cuenta ÷ 3 si es divisible por 3: 15 suma 8.',
  knock: 'Pasar no da puntos a nadie.',
  dominoFive:
    '«¡Dominó!»: el primero en poner su última ficha suma los puntos de las otras manos, redondeados al 5 más cercano.',
  blockFive:
    'Tranque: la mano más baja suma los puntos de las otras manos, redondeados al 5 más cercano (los suyos no se restan). Empate en la más baja: nadie suma.',
  chipOut:
    'Quien pone su última ficha suma 1 punto más en esa jugada. Los puntos que quedan en las manos nunca cuentan; un tranque no da nada.',
  targetAtOnce: (n) => `Gana en el acto el primero que llega a ${n} puntos, aunque sea a mitad de mano.`,
  targetExact: (n) =>
    `Hay que llegar a ${n} puntos exactos para ganar, en el acto: una suma que pase de ${n} no cuenta.`,
};

/** The rules of a table's variant and options, in Spanish. */
export const rulesText = (rules: RulesFacts): RulesText => buildRules(phrases, rules);

/** The panel that shows it, in this chunk so a table that never opens it never downloads it. */
export { rulesStyles, rulesView } from './view.js';
export { BUILD as build } from '../build-id.js';
