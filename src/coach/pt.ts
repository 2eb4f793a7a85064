/** The coach's sentences in Portuguese. */

import type { CoachCatalog } from './en.js';

export const pt: CoachCatalog = {
  // The review panel: its title, when nothing was to choose, and the grades (best, fine, loose, blunder).
  title: 'Suas jogadas, revisadas',
  none: 'Nesta rodada nenhuma das suas jogadas tinha escolha.',
  // The panel's list and the position it opens: how to open a move, the way back, the step on the board.
  tip: 'Escolha uma jogada para vê-la na mesa.',
  back: 'Voltar à revisão',
  step: 'Jogada {n} da rodada',
  grades: 'A melhor,Boa,Fraca,Erro grave',
  decimal: ',',
  play: '{tile} no {pip}, {place}',
  open: '{tile} para abrir',
  drawing: 'comprar',
  passing: 'passar',
  // Where an end is, in the table's words (its `places`, in the same order).
  places:
    'braço norte,braço leste,braço sul,braço oeste,ponta esquerda,ponta direita,lado norte,lado leste,lado sul,lado oeste',
  // What the person did: a play (named by `play` or `open`), a draw, a pass.
  you: 'Você jogou {move}.',
  drew: 'Você comprou.',
  passed: 'Você passou.',
  best: 'Bem jogado: a melhor jogada aqui era {move}.',
  domino: 'Melhor: {best}, que bate e termina a rodada (cerca de {points} pontos a mais).',
  target: 'Melhor: {best}, que alcança a meta e ganha a partida na hora (cerca de {points} pontos a mais).',
  block: 'Melhor: {best}, que tranca a rodada quando a sua mão é a mais leve (cerca de {points} pontos a mais).',
  scores:
    'Melhor: {best}, que marca {scored} pontos na hora: as pontas somam {count} (cerca de {points} pontos a mais).',
  gavePoints:
    'Melhor: {best}; a sua jogada deixou o próximo jogador marcar {given} pontos na hora (cerca de {points} pontos a mais).',
  gaveDomino: 'Melhor: {best}; a sua jogada deixou o próximo jogador bater (cerca de {points} pontos a mais).',
  nextStuck: 'Melhor: {best}, que deixa o próximo jogador sem nada para jogar (cerca de {points} pontos a mais).',
  playInstead: 'Melhor: {best} do que comprar, pois tinha uma peça para jogar (cerca de {points} pontos a mais).',
  drawInstead: 'Melhor: {best}, guardando as suas peças para depois (cerca de {points} pontos a mais).',
  lessRisk: 'Melhor: {best}, que dá aos outros menos hipóteses de bater primeiro (cerca de {points} pontos a mais).',
  moreWins: 'Melhor: {best}, que ganha a rodada mais vezes (cerca de {points} pontos a mais).',
  heavier:
    'Melhor: {best}, que descarta {pips} pontos a mais que contariam contra si (cerca de {points} pontos a mais).',
  options: 'Melhor: {best}, que mantém mais peças suas jogáveis (cerca de {points} pontos a mais).',
  points: 'Melhor: {best}, que vale cerca de {points} pontos a mais em média.',
};
