/** The coach's sentences in German. */

import type { CoachCatalog } from './en.js';

export const de: CoachCatalog = {
  // The review panel: its title, when nothing was to choose, and the grades (best, fine, loose, blunder).
  title: 'Deine Züge, besprochen',
  none: 'In dieser Runde hattest du bei keinem Zug eine Wahl.',
  // The panel's list and the position it opens: how to open a move, the way back, the step on the board.
  tip: 'Wähle einen Zug, um ihn auf dem Brett zu sehen.',
  back: 'Zurück zur Besprechung',
  step: 'Zug {n} der Runde',
  grades: 'Bester,Gut,Ungenau,Patzer',
  decimal: ',',
  play: '{tile} an die {pip}, {place}',
  open: '{tile} zum Eröffnen',
  drawing: 'Ziehen',
  passing: 'Passen',
  // Where an end is, in the table's words (its `places`, in the same order).
  places: 'Nordarm,Ostarm,Südarm,Westarm,linkes Ende,rechtes Ende,Nordseite,Ostseite,Südseite,Westseite',
  // What the person did: a play (named by `play` or `open`), a draw, a pass.
  you: 'Dein Zug: {move}.',
  drew: 'Du hast gezogen.',
  passed: 'Du hast gepasst.',
  best: 'Gut gespielt: Der beste Zug hier war {move}.',
  domino: 'Besser: {best}, damit gehst du aus und beendest die Runde (etwa {points} Punkte mehr).',
  target: 'Besser: {best}, damit erreichst du das Ziel und gewinnst die Partie sofort (etwa {points} Punkte mehr).',
  block: 'Besser: {best}, das blockiert die Runde, während deine Hand die leichteste ist (etwa {points} Punkte mehr).',
  scores: 'Besser: {best}, das bringt sofort {scored} Punkte: Die Enden zählen {count} (etwa {points} Punkte mehr).',
  gavePoints:
    'Besser: {best}; nach deinem Zug konnte der nächste Spieler sofort {given} Punkte machen (etwa {points} Punkte mehr).',
  gaveDomino: 'Besser: {best}; dein Zug ließ den nächsten Spieler ausgehen (etwa {points} Punkte mehr).',
  nextStuck: 'Besser: {best}, danach kann der nächste Spieler nichts legen (etwa {points} Punkte mehr).',
  playInstead: 'Besser: {best} statt zu ziehen, denn du hattest einen passenden Stein (etwa {points} Punkte mehr).',
  drawInstead: 'Besser: {best}, so behältst du deine Steine für später (etwa {points} Punkte mehr).',
  lessRisk: 'Besser: {best}, so haben die anderen weniger Chancen, vor dir auszugehen (etwa {points} Punkte mehr).',
  moreWins: 'Besser: {best}, damit gewinnst du die Runde öfter (etwa {points} Punkte mehr).',
  heavier: 'Besser: {best}, das wirft {pips} Augen mehr ab, die gegen dich zählen würden (etwa {points} Punkte mehr).',
  options: 'Besser: {best}, so bleiben mehr deiner Steine spielbar (etwa {points} Punkte mehr).',
  points: 'Besser: {best}, im Mittel etwa {points} Punkte mehr wert.',
};
