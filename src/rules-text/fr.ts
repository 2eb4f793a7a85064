/**
 * The rules panel's text in French (dominos, pioche, double, piocher, passer or bouder, « Domino ! », manche), with
 * vous; a no-break space before : ; ! ? as French typography wants.
 */

import { buildRules } from './build.js';
import type { Phrases, RulesFacts, RulesText } from './types.js';

const dominos = (n: number) => (n === 1 ? '1 domino' : `${n} dominos`);

const phrases: Phrases = {
  names: {
    // games:names (written by `npm run games` from each game's src/games/<id>/about.ts)
    'maltese-cross': 'Croix de Malte (aussi appelé Doubles)',
    doubles: 'Doubles : chaque double s’ouvre sur quatre côtés',
    'doubles-classic': 'Doubles selon Kelley',
    'doubles-in-the-boneyard': 'Doubles dans la pioche',
    block: 'Domino bloqué',
    draw: 'Domino à la pioche',
    'all-fives': 'Tous les cinq (All Fives)',
    'fives-and-threes': 'Cinq et trois (Fives and Threes)',
    // /games:names
  },
  headings: {
    tiles: 'Joueurs et dominos',
    opening: 'Qui ouvre',
    order: 'Sens du jeu',
    play: 'Poser un domino',
    drawing: 'Piocher',
    passing: 'Passer (bouder)',
    blocked: 'Partie bloquée',
    scoring: 'Points',
    target: 'Gagner la partie',
  },
  set: (set, n) => `un jeu double-${set === 'double-nine' ? 'neuf' : 'six'} (${n} dominos)`,
  setWithoutDoubles: 'un jeu double-six sans ses sept doubles (21 dominos)',
  players: (n, set) => `${n} joueurs et ${set}.`,
  hand: (size, left) =>
    `Chaque joueur prend ${dominos(size)}\u00a0; les ${left} autres forment la pioche, face cachée.`,
  handAll: (size) => `Chaque joueur prend ${dominos(size)}\u00a0: tout le jeu est distribué.`,
  handAside: (size, left) =>
    `Chaque joueur prend ${dominos(size)}\u00a0; les ${left} autres restent cachés et ne comptent jamais.`,
  noDrawing: 'On ne pioche jamais.',

  openSixSix: 'Celui qui a le double six le pose au centre, à chaque manche.',
  searchSixSix:
    'Si personne ne l’a, le donneur puis chaque joueur à sa gauche piochent un domino à tour de rôle jusqu’à ce que quelqu’un tire le double six et le pose. Les dominos piochés restent en main.',
  redealSixSix: 'Si personne n’a reçu le double six, on remélange et on redistribue.',
  openHighest: 'Celui qui a le plus fort double le pose au centre, à chaque manche. Aucun autre domino ne peut ouvrir.',
  openHeaviest:
    'Celui qui a le plus fort double le pose en premier. Si aucun double n’a été distribué, le domino le plus lourd ouvre (de deux de même total, celui au plus fort numéro). Aucun autre domino ne peut ouvrir.',
  redealNoDouble: 'Si personne n’a de double, on remélange et on redistribue.',
  firstLeadDrawn:
    'Première manche : chaque joueur tire un des sept doubles ; le plus fort commence et peut ouvrir avec n’importe quel domino. Les doubles sont remis de côté.',
  laterLeadWinner:
    'Ensuite, le gagnant de la manche précédente commence. Après une égalité dans une partie bloquée, les ex æquo tirent de nouveau des doubles.',

  laterLeadLowest:
    'Ensuite, le gagnant de la manche précédente (après une partie bloquée, la main la plus faible) ouvre avec le domino de son choix. Égalité pour la plus faible : les ex æquo tirent des doubles, le plus fort ouvre.',
  toLeft: 'Vers la gauche (sens des aiguilles d’une montre), en commençant par le joueur qui suit celui qui a ouvert.',
  toRight:
    'Vers la droite (sens inverse des aiguilles d’une montre), en commençant par le joueur qui suit celui qui a ouvert.',

  match: 'À votre tour, posez un domino sur un bout ouvert portant le même numéro.',
  cross:
    'Le double six s’ouvre sur ses quatre côtés : tant que chaque côté n’a pas son domino, on ne peut poser qu’un six, sur un côté libre. Aucune branche ne s’allonge avant que la croix soit complète.',
  arms: 'Il y a ensuite quatre branches, avec un bout ouvert chacune. Les doubles suivants se posent en travers et n’ouvrent pas de côtés.',
  spinAll:
    'Chaque double s’ouvre sur ses côtés : le double d’ouverture sur quatre, un double posé ensuite sur trois, tous à la fois.',
  spinFirst:
    'Seul le double d’ouverture s’ouvre sur quatre côtés. Les doubles suivants se posent en travers et laissent un bout ouvert.',
  spinNone:
    'Aucun double n’ouvre de côtés : celui d’ouverture laisse deux bouts ouverts, un double posé ensuite un seul.',
  lock: 'Un numéro est fermé tant que son double n’est pas posé : on ne joue sur un 3 qu’une fois le 3-3 sur la table. Seul compte le numéro sur lequel vous jouez, et celui du double d’ouverture est ouvert dès le départ.',
  doubleUnlocks: 'Un double peut toujours se poser sur son propre numéro, et il ouvre ce numéro pour tous.',
  line: 'Une seule ligne à deux bouts : aucun double ne s’ouvre sur les côtés et aucun numéro n’est fermé.',

  noLock: 'Aucun numéro n’est jamais fermé.',
  drawAnyTime:
    'Si vous ne pouvez pas jouer, ou ne voulez pas, piochez un domino. Après chaque pioche, vous pouvez jouer ou piocher encore.',
  reserve: (n) => `Les ${n === 1 ? 'dernier domino' : `${n} derniers dominos`} de la pioche ne sont jamais piochés.`,
  drawOne:
    'Seulement si vous ne pouvez pas jouer, piochez un seul domino. S’il va, posez-le tout de suite ; sinon, votre tour passe.',
  drawUntil:
    'Seulement si vous ne pouvez pas jouer, piochez un domino à la fois, en les gardant tous, jusqu’à ce que l’un aille ; posez-le tout de suite.',
  drawEmpty: 'La pioche peut être vidée.',

  mustDraw: (n) => `Tant qu’il reste ${n} dominos ou plus dans la pioche, vous ne pouvez pas passer\u00a0: piochez.`,
  passClosed:
    'Vous passez (boudez) seulement quand on ne peut plus piocher et que vous ne pouvez pas jouer. Pioche fermée, un domino qui va doit être posé.',
  passAfterDraw:
    'Vous passez (boudez) quand le domino pioché ne va pas, ou quand vous ne pouvez pas jouer et qu’on ne peut plus piocher.',
  passEmpty: 'Vous passez (boudez) seulement quand vous ne pouvez pas jouer et que la pioche est vide.',
  passMust: 'Qui ne peut pas jouer boude. Qui peut jouer doit jouer : on ne garde pas un domino.',

  blocked: 'Quand personne ne peut jouer ni piocher, la partie est bloquée : la manche s’arrête aussitôt.',
  blockedNoDraw: 'Quand personne ne peut jouer, la partie est bloquée : la manche s’arrête aussitôt.',
  blockWhen:
    'Sans doubles, cela arrive exactement quand les deux bouts montrent le même numéro et que ses six dominos sont posés.',

  pips: 'Chaque point des dominos vaut un point. Les dominos de la pioche ne comptent jamais.',
  domino: '« Domino ! » : le premier à poser son dernier domino marque tous les points restant dans les autres mains.',
  blockTen: 'Bloquée : personne ne gagne la manche, et chaque joueur marque 10.',
  blockLowest:
    'Bloquée : la main la plus faible marque les points des mains adverses (pas les siens). Égalité pour la plus faible : personne ne marque.',
  blockMinusOwn:
    'Le gagnant marque les points des autres mains moins ceux de la sienne. Bloquée : la main la plus faible gagne ; égalité pour la plus faible : personne ne marque.',
  blockAll:
    'Bloquée avec une seule main la plus faible : ce joueur marque tous les points des trois mains, les siens compris.',
  blockTwo:
    'Deux à égalité pour la plus faible : le troisième perd les points de sa main (le score peut devenir négatif) ; les deux ne marquent rien.',
  blockThree: 'Les trois à égalité : personne ne marque.',

  target: (n) => `Le premier à atteindre ${n === 1 ? '1 point' : `${n} points`} gagne.`,
  tieTop:
    'Si plusieurs l’atteignent dans la même manche, le plus haut total gagne ; si les plus hauts totaux sont égaux, on joue une manche de plus.',

  laterLeadDomino:
    'Manches suivantes : celui qui a fait domino commence, avec n’importe quel domino ; après une manche bloquée, on tire de nouveau les doubles.',
  laterLeadRotation:
    'Manches suivantes : le joueur à gauche de celui qui a ouvert la manche précédente commence, avec n’importe quel domino.',
  spinFirstDouble:
    'Le premier double posé, d’ouverture ou non, est le seul qui s’ouvre sur ses flancs, et seulement quand ses deux côtés portent un domino ; les doubles suivants se posent en travers.',
  count:
    'Le compte est la somme des bouts ouverts ; un double en bout compte ses deux moitiés jusqu’à ce qu’un domino couvre son côté extérieur.',
  fives: 'Après chaque coup, l’ouverture comprise, un compte multiple de 5 marque sa valeur aussitôt.',
  fivesThrees:
    'Après chaque coup, l’ouverture comprise, le compte marque compte ÷ 5 s’il est divisible par 5 et compte ÷ 3 s’il est divisible par 3 : 15 marque 8.',
  knock: 'Bouder ne rapporte rien à personne.',
  dominoFive:
    '« Domino ! » : le premier à poser son dernier domino marque les points des autres mains, arrondis au 5 le plus proche.',
  blockFive:
    'Bloqué : la main la plus basse marque les points des autres mains, arrondis au 5 le plus proche (les siens ne sont pas retirés). Égalité pour la plus basse : personne ne marque.',
  chipOut:
    'Poser son dernier domino ajoute 1 point à ce coup. Les points restés en main ne comptent jamais ; une manche bloquée ne rapporte rien.',
  targetAtOnce: (n) => `Le premier à atteindre ${n} points gagne aussitôt, même en pleine manche.`,
  targetExact: (n) =>
    `Il faut atteindre exactement ${n} points pour gagner, aussitôt\u00a0: un score qui dépasserait ${n} ne compte pas.`,
};

/** The rules of a table's variant and options, in French. */
export const rulesText = (rules: RulesFacts): RulesText => buildRules(phrases, rules);

/** The panel that shows it, in this chunk so a table that never opens it never downloads it. */
export { rulesStyles, rulesView } from './view.js';
export { BUILD as build } from '../build-id.js';
