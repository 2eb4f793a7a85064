/**
 * French messages, in the words of the French and Antillean table (dominos, pioche, double, piocher,
 * bouder for a pass, « Domino ! », a round is a « manche »), addressed with vous. A no-break space stands
 * before : ; ! ? as French typography wants.
 */

import type { Catalog } from './localize.js';

// Plural lists give CLDR's one, many and other forms in that order: many is for round millions
// ("1000000 de points"), other for the rest. In French 0 and 1 are singular.
export const fr: Catalog = {
  pips: 'blanc,un,deux,trois,quatre,cinq,six,sept,huit,neuf',
  suits: 'blanc,un,deux,trois,quatre,cinq,six,sept,huit,neuf',
  dbl: 'double {p}',
  tile: '{hi}–{lo}',
  hidden: 'domino caché',

  'maltese-cross': 'Croix de Malte',
  'maltese-cross.d':
    "Aussi appelé Doubles. Le double six ouvre et ses quatre côtés se remplissent d'abord ; un numéro s'ouvre quand son double est posé.",
  doubles: 'Doubles',
  'doubles.d':
    "Le plus fort double ouvre ; chaque double s'ouvre sur ses quatre côtés ; un numéro s'ouvre quand son double est posé.",
  'doubles-classic': 'Doubles selon Kelley',
  'doubles-classic.d': "Comme Doubles, mais on pioche jusqu'à trouver un domino qui va.",
  'doubles-in-the-boneyard': 'Doubles dans la pioche',
  'doubles-in-the-boneyard.d': 'Trois joueurs, sans doubles et sans pioche ; le jeu tourne vers la droite.',

  compass: 'Sud,Ouest,Nord,Est',
  you: 'Vous',
  player: 'Joueur {n}',
  computer: 'Ordinateur',

  draw: 'Piocher',
  pass: 'Passer',
  undo: 'Annuler le coup',
  newMatch: 'Nouvelle partie',
  'newMatch.ask': 'Commencer une nouvelle partie ? La partie en cours sera perdue.',
  keepPlaying: 'Continuer',
  nextRound: 'Manche suivante',
  showHands: 'Montrer les jeux',
  cancel: 'Annuler',
  ready: 'Prêt',
  handover: "Passez l'écran à {name}.",

  board: 'Table',
  hand: '{~Votre jeu|{name}} : {count} {#domino|de dominos|dominos}',
  scores: 'Scores',
  log: 'Coups',

  turn: '{~À vous de jouer|À {name} de jouer}',
  thinking: '{name} réfléchit…',
  clockwise: "Dans le sens des aiguilles d'une montre (vers la gauche)",
  anticlockwise: "Dans le sens inverse des aiguilles d'une montre (vers la droite)",
  boneyard: '{count} {#domino|de dominos|dominos} dans la pioche',
  drawable: '{count} {#peut|peuvent|peuvent} être {#pioché|piochés|piochés}',
  closed: 'aucun ne peut être pioché',
  unlocked: 'Numéros ouverts : {list}',
  noneUnlocked: "Aucun numéro ouvert pour l'instant",
  target: 'Objectif : {count} {#point|de points|points}',
  round: 'Manche {n}',

  'lead.highest-double': '{~Vous ouvrez|{name} ouvre} avec le plus fort double, {tile}.',
  'lead.double-six': '{~Vous avez|{name} a} le double six et {~ouvrez|ouvre}.',
  'lead.search': "Personne n'avait le double six ; pioche à tour de rôle : {drawn}. {~Vous ouvrez|{name} ouvre}.",
  'lead.drew': '{~vous avez pioché|{name} a pioché} {tiles}',
  'lead.drawn-doubles': 'Doubles tirés : {drawn}. {~Vous avez|{name} a} tiré le plus fort et {~ouvrez|ouvre}.',
  'lead.pair': '{name} : {tile}',
  'lead.previous-winner': '{~Vous avez|{name} a} gagné la manche précédente et {~ouvrez|ouvre}.',
  'lead.deal': '{~Vous ouvrez|{name} ouvre} selon la donne.',
  redeal:
    "Aucun domino d'ouverture n'a été distribué : les dominos ont été remélangés{#|, {count} de fois|, {count} fois}.",

  'not-your-turn': "Ce n'est pas votre tour.",
  'invalid-tile': "Ce domino n'existe pas dans ce jeu.",
  'not-in-hand': "Le {tile} n'est pas dans votre jeu.",
  'no-such-end': 'Choisissez un bout ouvert pour le {tile}.',
  'no-match': "Le {tile} n'a pas de {pip} pour ce bout.",
  'no-match.any': 'Le {tile} ne va sur aucun bout ouvert.',
  'suit-locked': "Le {suits} est fermé : le {double} n'est pas encore posé.",
  'cross-incomplete': "Terminez d'abord la croix : le double six a encore un côté libre.",
  'must-lead': "La manche s'ouvre avec le {tile}.",
  'must-lead.any': "Ouvrez avec n'importe quel domino de votre jeu.",
  'must-play': 'Un domino va : vous devez le jouer.',
  'must-play.draw': 'Vous ne pouvez piocher que si aucun domino ne va.',
  'must-draw': 'Vous ne pouvez pas passer tant que la pioche a des dominos à piocher.',
  'cannot-draw': 'Vous ne pouvez pas piocher maintenant.',
  'cannot-draw.closed':
    "La pioche est fermée : {#le dernier domino n'est jamais pioché|les {count} derniers dominos ne sont jamais piochés|les {count} derniers dominos ne sont jamais piochés}.",
  'cannot-draw.empty': 'La pioche est vide.',
  'cannot-draw.once': 'Vous avez déjà pioché ce tour-ci.',
  'cannot-draw.never': 'Pas de pioche dans ce jeu.',
  'must-play-drawn': 'Vous avez pioché le {tile} : il va, il faut donc le jouer tout de suite.',
  'wrong-phase': 'La manche est terminée.',
  'wrong-phase.ended': 'La manche est finie : son résultat est définitif et ne peut pas être annulé.',
  'wrong-phase.none': "Vous n'avez aucun coup à annuler dans cette manche.",
  'wrong-phase.playing': 'La manche est encore en cours.',
  'wrong-phase.busy': "La table ne peut pas prendre ce coup pour l'instant.",
  'not-your-turn.undo': "Seul l'auteur du dernier coup peut l'annuler, avant de passer l'écran.",
  'invalid-state': "Cette partie sauvegardée n'est pas valide.",

  'say.play': '{~Vous jouez|{name} joue} {tile} sur le {pip}.',
  'say.open': '{~Vous ouvrez|{name} ouvre} avec {tile}.',
  'say.draw': '{~Vous piochez|{name} pioche} un domino.',
  'say.drawTile': '{~Vous piochez|{name} pioche} {tile}.',
  'say.pass': '{~Vous boudez|{name} boude}.',

  'end.domino': 'Domino ! {~Vous avez|{name} a} posé le dernier domino.',
  'end.blocked': 'Partie bloquée : personne ne peut jouer.',
  'end.pips': '{~Vous avez|{name} a} {count} {#point|de points|points} en main.',
  'end.wins': '{~Vous marquez|{name} marque} {count} {#point|de points|points}.',
  'end.lowest': '{~Vous avez|{name} a} la main la plus faible et {~marquez|marque} {count} {#point|de points|points}.',
  'end.tie': 'Égalité pour la main la plus faible : personne ne marque.',
  'end.loses': '{~Vous perdez|{name} perd} {count} {#point|de points|points}.',
  'end.tiePart': 'Égalité pour la main la plus faible : {list} ne marquent rien.',
  'end.ten': 'Croix bloquée : chacun marque 10 points.',
  'end.again': 'Égalité en tête : une manche de plus.',
  'end.match': '{~Vous gagnez|{name} gagne} la partie avec {count} {#point|de points|points}.',
  'end.col.seat': 'Joueur',
  'end.col.hand': 'Dominos restants',
  'end.col.points': 'Points',
  'end.col.total': 'Total',
};
