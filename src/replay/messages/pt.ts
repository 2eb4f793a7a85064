/** Portuguese (Brazil) words of the replay view. */

import type { ReplayCatalog } from './en.js';

export const pt: ReplayCatalog = {
  record: 'Partida anotada',
  steps: 'A partida passo a passo',
  first: 'Primeiro passo',
  back: 'Passo anterior',
  forward: 'Próximo passo',
  last: 'Último passo',
  counter: 'Passo {n} de {total}',
  moves: 'Jogadas',
  range: 'Passos {from} a {to}',
  question: 'Pergunta: encontre esta jogada',
  ask: 'Encontre a jogada de {name}: escolha uma pedra da mão abaixo e depois a ponta.',
  right: 'Certo!',
  again: 'Essa não, tente de novo.',
  wait: 'Encontre esta jogada primeiro, ou toque em “Último passo” para ver a partida até o fim.',
  marked: 'Marcado: {list}.',
  arrow: 'Uma seta de {from} para {to}.',
  more: 'e mais {n}.',
  end: 'a ponta aberta {pip}',
  nothing: 'Nenhuma jogada é mostrada.',
  fetchFailed: 'Não foi possível baixar a partida de {src} ({why}).',
  tooLarge: 'A partida de {src} passa de 256 KB, o máximo que uma mesa lê.',
  srcBad: 'src="{src}" não é um endereço.',
  chapters: 'Capítulos',
  chapter: 'Capítulo {n} de {total}: {title}',
};
