/** German words of the replay view. */

import type { ReplayCatalog } from './en.js';

export const de: ReplayCatalog = {
  record: 'Partieaufzeichnung',
  steps: 'Die Partie Schritt für Schritt',
  first: 'Erster Schritt',
  back: 'Schritt zurück',
  forward: 'Nächster Schritt',
  last: 'Letzter Schritt',
  counter: 'Schritt {n} von {total}',
  moves: 'Züge',
  range: 'Schritte {from} bis {to}',
  question: 'Frage: finde diesen Zug',
  ask: 'Finde den Zug für {name}: wähle einen Stein aus der Hand unten, dann sein Ende.',
  right: 'Richtig!',
  again: 'Der nicht, versuch es noch einmal.',
  wait: 'Finde zuerst diesen Zug, oder springe mit „Letzter Schritt“ ans Ende der Partie.',
  marked: 'Markiert: {list}.',
  arrow: 'Ein Pfeil von {from} zu {to}.',
  more: 'und {n} weitere.',
  end: 'das offene Ende {pip}',
  nothing: 'Es wird kein Zug gezeigt.',
  fetchFailed: 'Die Partie unter {src} konnte nicht geladen werden ({why}).',
  tooLarge: 'Die Partie unter {src} ist größer als 256 KB, mehr liest ein Tisch nicht.',
  srcBad: 'src="{src}" ist keine Adresse.',
  chapters: 'Kapitel',
  chapter: 'Kapitel {n} von {total}: {title}',
};
