/** The coach's sentences in French. */

import type { CoachCatalog } from './en.js';

export const fr: CoachCatalog = {
  // The review panel: its title, when nothing was to choose, and the grades (best, fine, loose, blunder).
  title: 'Vos coups, commentés',
  none: 'Aucun de vos coups n’avait de choix dans cette manche.',
  // The panel's list and the position it opens: how to open a move, the way back, the step on the board.
  tip: 'Choisissez un coup pour le voir sur la table.',
  back: 'Retour aux commentaires',
  step: 'Coup {n} de la manche',
  grades: 'Le meilleur,Bon,Imprécis,Gaffe',
  decimal: ',',
  play: 'le {tile} sur le {pip}, {place}',
  open: 'le {tile} en ouverture',
  drawing: 'piocher',
  passing: 'passer',
  // Where an end is, in the table's words (its `places`, in the same order).
  places: 'bras nord,bras est,bras sud,bras ouest,bout gauche,bout droit,côté nord,côté est,côté sud,côté ouest',
  // What the person did: a play (named by `play` or `open`), a draw, a pass.
  you: 'Vous avez joué {move}.',
  drew: 'Vous avez pioché.',
  passed: 'Vous avez passé.',
  best: 'Bien joué : le meilleur coup ici était {move}.',
  domino: 'Mieux : {best}, qui vide votre main et termine la manche (environ {points} points de plus).',
  target: 'Mieux : {best}, qui atteint le but et gagne la partie aussitôt (environ {points} points de plus).',
  block: 'Mieux : {best}, qui bloque la manche quand votre main est la plus légère (environ {points} points de plus).',
  scores:
    'Mieux : {best}, qui marque {scored} points aussitôt : les bouts font {count} (environ {points} points de plus).',
  gavePoints:
    'Mieux : {best} ; votre coup a laissé le joueur suivant marquer {given} points aussitôt (environ {points} points de plus).',
  gaveDomino: 'Mieux : {best} ; votre coup a laissé le joueur suivant finir (environ {points} points de plus).',
  nextStuck: 'Mieux : {best}, qui ne laisse rien à jouer au joueur suivant (environ {points} points de plus).',
  playInstead: 'Mieux : {best} plutôt que piocher, car vous aviez un domino à jouer (environ {points} points de plus).',
  drawInstead: 'Mieux : {best}, en gardant vos dominos pour plus tard (environ {points} points de plus).',
  lessRisk:
    'Mieux : {best}, qui laisse aux autres moins de chances de finir avant vous (environ {points} points de plus).',
  moreWins: 'Mieux : {best}, qui gagne la manche plus souvent (environ {points} points de plus).',
  heavier:
    'Mieux : {best}, qui se défait de {pips} points de plus qui compteraient contre vous (environ {points} points de plus).',
  options: 'Mieux : {best}, qui garde plus de vos dominos jouables (environ {points} points de plus).',
  points: 'Mieux : {best}, qui vaut environ {points} points de plus en moyenne.',
};
