/** French words of the replay view. */

import type { ReplayCatalog } from './en.js';

export const fr: ReplayCatalog = {
  record: 'Partie commentée',
  steps: 'La partie étape par étape',
  first: 'Première étape',
  back: 'Étape précédente',
  forward: 'Étape suivante',
  last: 'Dernière étape',
  counter: 'Étape {n} sur {total}',
  moves: 'Coups',
  range: 'Étapes {from} à {to}',
  question: 'Question : trouvez ce coup',
  ask: 'Trouvez le coup de {name} : choisissez un domino de la main ci-dessous, puis son bout.',
  right: 'Exact !',
  again: 'Pas celui-ci, essayez encore.',
  wait: 'Trouvez d’abord ce coup, ou appuyez sur « Dernière étape » pour voir la partie jusqu’au bout.',
  marked: 'Marqué : {list}.',
  arrow: 'Une flèche de {from} à {to}.',
  more: 'et {n} de plus.',
  end: 'le bout ouvert {pip}',
  nothing: 'Aucun coup n’est montré.',
  fetchFailed: 'La partie à l’adresse {src} n’a pas pu être chargée ({why}).',
  tooLarge: 'La partie à l’adresse {src} dépasse 256 Ko, le maximum qu’une table lit.',
  srcBad: 'src="{src}" n’est pas une adresse.',
  chapters: 'Chapitres',
  chapter: 'Chapitre {n} sur {total} : {title}',
};
