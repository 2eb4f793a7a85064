/** The coach's sentences in Spanish. */

import type { CoachCatalog } from './en.js';

export const es: CoachCatalog = {
  // The review panel: its title, when nothing was to choose, and the grades (best, fine, loose, blunder).
  title: 'Tus jugadas, revisadas',
  none: 'En esta mano ninguna de tus jugadas tenía alternativa.',
  // The panel's list and the position it opens: how to open a move, the way back, the step on the board.
  tip: 'Elige una jugada para verla en la mesa.',
  back: 'Volver a la revisión',
  step: 'Jugada {n} de la ronda',
  grades: 'La mejor,Buena,Floja,Error grave',
  decimal: ',',
  play: '{tile} en el {pip}, {place}',
  open: '{tile} para abrir',
  drawing: 'robar',
  passing: 'pasar',
  // Where an end is, in the table's words (its `places`, in the same order).
  places:
    'brazo norte,brazo este,brazo sur,brazo oeste,extremo izquierdo,extremo derecho,lado norte,lado este,lado sur,lado oeste',
  // What the person did: a play (named by `play` or `open`), a draw, a pass.
  you: 'Jugaste {move}.',
  drew: 'Robaste.',
  passed: 'Pasaste.',
  best: 'Bien jugado: la mejor jugada aquí era {move}.',
  domino: 'Mejor: {best}, con la que te quedas sin fichas y cierras la ronda (unos {points} puntos más).',
  target: 'Mejor: {best}, con la que alcanzas la meta y ganas la partida al instante (unos {points} puntos más).',
  block: 'Mejor: {best}, que tranca la ronda cuando tu mano es la más ligera (unos {points} puntos más).',
  scores: 'Mejor: {best}, que gana {scored} puntos al instante: los extremos suman {count} (unos {points} puntos más).',
  gavePoints:
    'Mejor: {best}; tu jugada dejó al siguiente jugador ganar {given} puntos al instante (unos {points} puntos más).',
  gaveDomino: 'Mejor: {best}; tu jugada dejó al siguiente jugador quedarse sin fichas (unos {points} puntos más).',
  nextStuck: 'Mejor: {best}, que deja al siguiente jugador sin nada que jugar (unos {points} puntos más).',
  playInstead: 'Mejor: {best} que robar, pues tenías una ficha para jugar (unos {points} puntos más).',
  drawInstead: 'Mejor: {best}, guardando tus fichas para después (unos {points} puntos más).',
  lessRisk:
    'Mejor: {best}, que da a los demás menos ocasiones de quedarse sin fichas antes (unos {points} puntos más).',
  moreWins: 'Mejor: {best}, con la que ganas la ronda más a menudo (unos {points} puntos más).',
  heavier: 'Mejor: {best}, que suelta {pips} puntos más que contarían en tu contra (unos {points} puntos más).',
  options: 'Mejor: {best}, que deja más fichas tuyas jugables (unos {points} puntos más).',
  points: 'Mejor: {best}, que vale unos {points} puntos más de media.',
};
