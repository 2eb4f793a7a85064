/** The rules panel's text in German, in the words of the German catalog (Talon, Pasch, Augen, „Domino!“), with du. */

import { buildRules } from './build.js';
import type { Phrases, RulesFacts, RulesText } from './types.js';

const steine = (n: number) => (n === 1 ? '1 Stein' : `${n} Steine`);

const phrases: Phrases = {
  names: {
    // games:names (written by `npm run games` from each game's src/games/<id>/about.ts)
    'maltese-cross': 'Malteserkreuz (auch Doubles genannt)',
    doubles: 'Doubles: jeder Pasch nach allen Seiten offen',
    'doubles-classic': 'Doubles nach Kelley',
    'doubles-in-the-boneyard': 'Doubles in the Boneyard',
    block: 'Block-Domino',
    draw: 'Zieh-Domino',
    'all-fives': 'All Fives (Alle Fünfe)',
    'fives-and-threes': 'Fives and Threes (Fünfer und Dreier)',
    // /games:names
  },
  headings: {
    tiles: 'Spieler und Steine',
    opening: 'Wer eröffnet',
    order: 'Reihenfolge',
    play: 'Anlegen',
    drawing: 'Ziehen',
    passing: 'Passen',
    blocked: 'Gesperrte Runde',
    scoring: 'Wertung',
    target: 'Sieg in der Partie',
  },
  set: (set, n) => `ein ${set === 'double-nine' ? 'Doppel-Neun' : 'Doppel-Sechs'}-Spiel (${n} Steine)`,
  setWithoutDoubles: 'ein Doppel-Sechs-Spiel ohne seine sieben Pasche (21 Steine)',
  players: (n, set) => `${n} Spieler und ${set}.`,
  hand: (size, left) => `Jeder bekommt ${steine(size)}; die übrigen ${left} bilden verdeckt den Talon.`,
  handAll: (size) => `Jeder bekommt ${steine(size)}: Alle Steine werden verteilt.`,
  handAside: (size, left) => `Jeder bekommt ${steine(size)}; die übrigen ${left} bleiben verdeckt und zählen nie.`,
  noDrawing: 'Es wird nie gezogen.',

  openSixSix: 'Wer den 6-6-Pasch hat, legt ihn in jeder Runde in die Mitte.',
  searchSixSix:
    'Hat ihn niemand, ziehen der Geber und dann reihum die Spieler zur Linken je einen Stein, bis jemand den 6-6-Pasch zieht und ihn legt. Gezogene Steine bleiben auf der Hand.',
  redealSixSix: 'Wurde der 6-6-Pasch nicht ausgeteilt, wird neu gemischt und gegeben.',
  openHighest: 'Wer den höchsten Pasch hat, legt ihn in jeder Runde in die Mitte. Kein anderer Stein darf eröffnen.',
  openHeaviest:
    'Wer den höchsten Pasch hat, legt ihn zuerst. Wurde kein Pasch ausgeteilt, eröffnet der schwerste Stein (bei gleicher Augenzahl der mit der höheren Zahl). Kein anderer Stein darf eröffnen.',
  redealNoDouble: 'Hat niemand einen Pasch, wird neu gemischt und gegeben.',
  firstLeadDrawn:
    'Erste Runde: Jeder zieht einen der sieben Pasche; der höchste beginnt und darf mit einem beliebigen Stein eröffnen. Die Pasche kommen zurück.',
  laterLeadWinner:
    'Danach beginnt, wer die letzte Runde gewonnen hat. Nach einem Gleichstand in einer gesperrten Runde ziehen die Gleichen erneut Pasche.',

  laterLeadLowest:
    'Danach eröffnet, wer die letzte Runde gewonnen hat (nach einer gesperrten Runde: wer die wenigsten Augen hat), mit einem beliebigen Stein. Bei Gleichstand ziehen die Gleichen Pasche; der höchste eröffnet.',
  toLeft: 'Nach links (im Uhrzeigersinn), beginnend mit dem Spieler nach dem Eröffner.',
  toRight: 'Nach rechts (gegen den Uhrzeigersinn), beginnend mit dem Spieler nach dem Eröffner.',

  match: 'Lege pro Zug einen Stein an ein offenes Ende mit derselben Zahl.',
  cross:
    'Der 6-6-Pasch ist nach allen vier Seiten offen: Bis an jeder Seite ein Stein liegt, darf nur eine Sechs an eine freie Seite. Vorher wird kein Arm verlängert.',
  arms: 'Danach gibt es vier Arme mit je einem offenen Ende. Spätere Pasche liegen quer und öffnen keine Seiten.',
  spinAll:
    'Jeder Pasch ist nach allen Seiten offen: der Eröffnungspasch an vier Seiten, ein späterer an drei, alle sofort.',
  spinFirst:
    'Nur der Eröffnungspasch ist nach allen vier Seiten offen. Spätere Pasche liegen quer und lassen ein offenes Ende.',
  spinNone: 'Kein Pasch öffnet Seiten: Der Eröffnungspasch hat zwei offene Enden, ein späterer eins.',
  lock: 'Eine Zahl ist gesperrt, bis ihr Pasch liegt: An eine 3 darf erst angelegt werden, wenn der 3-3-Pasch liegt. Es zählt nur die angelegte Zahl; die Zahl des Eröffnungspasches ist von Anfang an frei.',
  doubleUnlocks: 'Ein Pasch darf immer an seine Zahl angelegt werden und gibt sie für alle frei.',
  line: 'Eine Reihe mit zwei offenen Enden: keine offenen Seiten an Paschen, keine gesperrten Zahlen.',

  noLock: 'Keine Zahl ist je gesperrt.',
  drawAnyTime:
    'Wenn du nicht legen kannst oder nicht willst, ziehst du einen Stein. Nach jedem Ziehen darfst du legen oder weiterziehen.',
  reserve: (n) => `Die letzten ${steine(n)} im Talon werden nie gezogen.`,
  drawOne:
    'Nur wenn du nicht legen kannst, ziehst du genau einen Stein. Passt er, legst du ihn sofort; sonst ist der Nächste dran.',
  drawUntil:
    'Nur wenn du nicht legen kannst, ziehst du einzeln, behältst alle Steine, bis einer passt, und legst ihn sofort.',
  drawEmpty: 'Der Talon darf leer gezogen werden.',

  mustDraw: (n) => `Solange ${n} oder mehr Steine im Talon sind, darfst du nicht passen: Zieh stattdessen.`,
  passClosed:
    'Passen nur, wenn nicht mehr gezogen werden darf und du nicht legen kannst. Dann muss ein passender Stein gelegt werden.',
  passAfterDraw:
    'Du passt, wenn der gezogene Stein nicht passt, oder wenn du nicht legen kannst und nicht mehr gezogen werden darf.',
  passEmpty: 'Du passt nur, wenn du nicht legen kannst und der Talon leer ist.',
  passMust: 'Wer nicht legen kann, passt. Wer legen kann, muss legen: Kein Stein wird zurückgehalten.',

  blocked: 'Kann niemand legen und darf niemand ziehen, ist die Runde gesperrt. Sie endet sofort.',
  blockedNoDraw: 'Kann niemand legen, ist die Runde gesperrt. Sie endet sofort.',
  blockWhen:
    'Ohne Pasche geschieht das genau dann, wenn beide Enden dieselbe Zahl zeigen und alle sechs Steine dieser Zahl liegen.',

  pips: 'Jedes Auge zählt einen Punkt. Steine im Talon zählen nie.',
  domino: '„Domino!“: Wer zuerst seinen letzten Stein legt, bekommt alle Augen in den anderen Händen.',
  blockTen: 'Gesperrt: Niemand gewinnt die Runde, jeder bekommt 10 Punkte.',
  blockLowest:
    'Gesperrt: Wer die wenigsten Augen hat, bekommt die Augen der Gegner (nicht die eigenen). Bei Gleichstand bekommt niemand etwas.',
  blockMinusOwn:
    'Der Gewinner bekommt die Augen der anderen Hände abzüglich der eigenen. Gesperrt: Wer die wenigsten Augen hat, gewinnt; bei Gleichstand bekommt niemand etwas.',
  blockAll: 'Gesperrt mit einem Niedrigsten: Er bekommt alle Augen der drei Hände, die eigenen eingeschlossen.',
  blockTwo:
    'Zwei gleich niedrig: Der Dritte verliert seine eigenen Augen (Stände können negativ werden); die beiden bekommen nichts.',
  blockThree: 'Alle drei gleich: Niemand bekommt etwas.',

  target: (n) => `Wer zuerst ${n === 1 ? '1 Punkt' : `${n} Punkte`} erreicht, gewinnt.`,
  tieTop:
    'Erreichen ihn mehrere in derselben Runde, gewinnt der höchste Stand; bei Gleichstand an der Spitze wird noch eine Runde gespielt.',

  laterLeadDomino:
    'Danach beginnt, wer ausgespielt hat, mit einem beliebigen Stein; nach einer gesperrten Runde werden wieder Pasche gezogen.',
  laterLeadRotation: 'Danach beginnt der Spieler links vom Eröffner der letzten Runde, mit einem beliebigen Stein.',
  spinFirstDouble:
    'Der erste gelegte Pasch, ob Eröffnung oder nicht, ist der einzige Spinner. Seine beiden Flanken öffnen sich erst, wenn an beiden Seiten ein Stein liegt; spätere Pasche liegen quer.',
  count:
    'Die Zählung ist die Summe der offenen Enden; ein Pasch am Ende zählt beide Hälften, bis ein Stein seine Außenseite deckt.',
  fives: 'Nach jedem Zug, auch der Eröffnung, bringt eine Zählung, die ein Vielfaches von 5 ist, sofort ihren Wert.',
  fivesThrees:
    'Nach jedem Zug, auch der Eröffnung, bringt die Zählung Zählung ÷ 5, wenn sie durch 5 teilbar ist, und Zählung ÷ 3, wenn sie durch 3 teilbar ist: 15 bringt 8.',
  knock: 'Klopfen bringt niemandem Punkte.',
  dominoFive: '„Domino!“: Wer zuerst den letzten Stein legt, bekommt die Augen der anderen Hände, auf 5 gerundet.',
  blockFive:
    'Gesperrt: Die niedrigste Hand bekommt die Augen der anderen Hände, auf 5 gerundet (die eigenen werden nicht abgezogen). Gleichstand bei der niedrigsten Hand: Niemand punktet.',
  chipOut:
    'Wer den letzten Stein legt, bekommt 1 Punkt zu diesem Zug dazu. Augen auf der Hand zählen nie; eine gesperrte Runde bringt nichts.',
  targetAtOnce: (n) => `Wer zuerst ${n} Punkte erreicht, gewinnt sofort, auch mitten in einer Runde.`,
  targetExact: (n) => `Wer genau ${n} Punkte erreicht, gewinnt sofort: Ein Ergebnis über ${n} hinaus zählt nicht.`,
};

/** The rules of a table's variant and options, in German. */
export const rulesText = (rules: RulesFacts): RulesText => buildRules(phrases, rules);

/** The panel that shows it, in this chunk so a table that never opens it never downloads it. */
export { rulesStyles, rulesView } from './view.js';
export { BUILD as build } from '../build-id.js';
