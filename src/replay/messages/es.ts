/** Spanish words of the replay view. */

import type { ReplayCatalog } from './en.js';

export const es: ReplayCatalog = {
  record: 'Partida anotada',
  steps: 'La partida paso a paso',
  first: 'Primer paso',
  back: 'Paso anterior',
  forward: 'Paso siguiente',
  last: 'Último paso',
  counter: 'Paso {n} de {total}',
  moves: 'Jugadas',
  range: 'Pasos {from} a {to}',
  question: 'Pregunta: encuentra esta jugada',
  ask: 'Encuentra la jugada de {name}: elige una ficha de la mano de abajo y luego su extremo.',
  right: '¡Correcto!',
  again: 'Esta no, prueba otra vez.',
  wait: 'Encuentra primero esta jugada, o pulsa «Último paso» para ver la partida hasta el final.',
  marked: 'Marcado: {list}.',
  arrow: 'Una flecha de {from} a {to}.',
  more: 'y {n} más.',
  end: 'el extremo abierto {pip}',
  nothing: 'No se muestra ninguna jugada.',
  fetchFailed: 'No se pudo descargar la partida de {src} ({why}).',
  tooLarge: 'La partida de {src} pasa de 256 KB, lo máximo que lee una mesa.',
  srcBad: 'src="{src}" no es una dirección.',
  chapters: 'Capítulos',
  chapter: 'Capítulo {n} de {total}: {title}',
};
