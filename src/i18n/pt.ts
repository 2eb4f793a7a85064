/**
 * Portuguese messages, written for Brazil (pt-BR and pt-PT use them): the words of the Brazilian table
 * (pedras, monte, carroça, comprar, passar, bater, rodada), addressed with você.
 */

import type { Catalog } from './localize.js';

// Plural lists give CLDR's one, many and other forms in that order: many is for round millions
// ("1000000 de pontos"), other for the rest. In Portuguese 0 and 1 are singular.
export const pt: Catalog = {
  pips: 'branco,um,dois,três,quatro,cinco,seis,sete,oito,nove',
  suits: 'brancos,uns,dois,três,quatros,cincos,seis,setes,oitos,noves',
  dbl: 'carroça de {p}',
  tile: '{hi}–{lo}',
  hidden: 'pedra virada',

  'maltese-cross': 'Cruz de Malta',
  'maltese-cross.d':
    'Também chamado Carroças. A carroça de seis abre e seus quatro lados são ocupados primeiro; um número só abre quando a carroça dele está na mesa.',
  doubles: 'Carroças',
  'doubles.d':
    'A carroça mais alta abre; toda carroça abre nos quatro lados; um número só abre quando a carroça dele está na mesa.',
  'doubles-classic': 'Carroças de Kelley',
  'doubles-classic.d': 'Como Carroças, mas compra-se até sair uma pedra que encaixe.',
  'doubles-in-the-boneyard': 'Carroças no monte',
  'doubles-in-the-boneyard.d': 'Três jogadores, sem carroças e sem comprar; o jogo vai para a direita.',

  compass: 'Sul,Oeste,Norte,Leste',
  you: 'Você',
  player: 'Jogador {n}',
  computer: 'Computador',

  draw: 'Comprar',
  pass: 'Passar',
  undo: 'Desfazer',
  newMatch: 'Nova partida',
  'newMatch.ask': 'Começar uma nova partida? A partida em andamento será perdida.',
  keepPlaying: 'Continuar jogando',
  nextRound: 'Próxima rodada',
  showHands: 'Mostrar as pedras',
  cancel: 'Cancelar',
  ready: 'Pronto',
  handover: 'Passe a tela para {name}.',

  board: 'Mesa',
  hand: '{~Sua mão|{name}}: {count} {#pedra|de pedras|pedras}',
  scores: 'Placar',
  log: 'Jogadas',
  menu: 'Menu: placar, jogadas, nova partida',
  points: '{count} {#pt.|pts.|pts.}',

  turn: '{~Sua vez|Vez de {name}}',
  thinking: '{name} está pensando…',
  clockwise: 'Sentido horário (para a esquerda)',
  anticlockwise: 'Sentido anti-horário (para a direita)',
  boneyard: '{count} {#pedra|de pedras|pedras} no monte',
  drawable: '{count} {#pode|podem|podem} ser {#comprada|compradas|compradas}',
  closed: 'nenhuma pode ser comprada',
  unlocked: 'Números abertos: {list}',
  noneUnlocked: 'Nenhum número aberto ainda',
  target: 'Meta: {count} {#ponto|de pontos|pontos}',
  round: 'Rodada {n}',

  'lead.highest-double': '{~Você abre|{name} abre} com a carroça mais alta, {tile}.',
  'lead.double-six': '{~Você tem|{name} tem} a carroça de seis e {~abre|abre}.',
  'lead.search': 'Ninguém tinha a carroça de seis; compras na vez de cada um: {drawn}. {~Você abre|{name} abre}.',
  'lead.drew': '{~você comprou|{name} comprou} {tiles}',
  'lead.drawn-doubles': 'Carroças tiradas: {drawn}. {~Você tirou|{name} tirou} a mais alta e {~abre|abre}.',
  'lead.pair': '{name}: {tile}',
  'lead.previous-winner': '{~Você ganhou|{name} ganhou} a última rodada e {~abre|abre}.',
  'lead.deal': 'Pela distribuição, quem abre é {~você|{name}}.',
  redeal:
    'Nenhuma pedra de saída foi distribuída: as pedras foram embaralhadas de novo{#|, {count} de vezes|, {count} vezes}.',

  'not-your-turn': 'Não é a sua vez.',
  'invalid-tile': 'Essa pedra não é deste jogo.',
  'not-in-hand': 'A {tile} não está na sua mão.',
  'no-such-end': 'Escolha uma ponta aberta para a {tile}.',
  'no-match': 'A {tile} não tem {pip} para encaixar nesta ponta.',
  'no-match.any': 'A {tile} não encaixa em nenhuma ponta aberta.',
  'suit-locked': 'Os {suits} estão fechados: a {double} ainda não está na mesa.',
  'cross-incomplete': 'Complete a cruz primeiro: a carroça de seis ainda tem um lado livre.',
  'must-lead': 'A rodada abre com a {tile}.',
  'must-lead.any': 'Abra com qualquer pedra da sua mão.',
  'must-play': 'Uma pedra encaixa, então você tem que jogá-la.',
  'must-play.draw': 'Você só pode comprar quando nenhuma pedra encaixa.',
  'must-draw': 'Você não pode passar enquanto houver pedras para comprar no monte.',
  'cannot-draw': 'Você não pode comprar agora.',
  'cannot-draw.closed':
    'O monte está fechado: {#a última pedra nunca é comprada|as últimas {count} de pedras nunca são compradas|as últimas {count} pedras nunca são compradas}.',
  'cannot-draw.empty': 'O monte está vazio.',
  'cannot-draw.once': 'Você já comprou nesta vez.',
  'cannot-draw.never': 'Neste jogo não se compra.',
  'must-play-drawn': 'Você comprou a {tile}: ela encaixa, então tem que ser jogada agora.',
  'wrong-phase': 'A rodada acabou.',
  'wrong-phase.ended': 'A rodada terminou: o resultado é definitivo e não pode ser desfeito.',
  'wrong-phase.none': 'Não há jogada sua para desfazer nesta rodada.',
  'wrong-phase.playing': 'A rodada ainda está em andamento.',
  'wrong-phase.busy': 'A mesa não pode aceitar essa jogada agora.',
  'not-your-turn.undo': 'Só quem fez a última jogada pode desfazê-la, antes de passar a tela.',
  'invalid-state': 'Essa partida salva não é válida.',

  'say.play': '{~Você joga|{name} joga} {tile} no {pip}.',
  'say.open': '{~Você abre|{name} abre} com {tile}.',
  'say.draw': '{~Você compra|{name} compra} uma pedra.',
  'say.drawTile': '{~Você compra|{name} compra} {tile}.',
  'say.pass': '{~Você passa|{name} passa}.',

  'end.domino': 'Bateu! {~Você jogou|{name} jogou} a última pedra.',
  'end.blocked': 'Jogo trancado: ninguém pode jogar.',
  'end.pips': '{~Você tem|{name} tem} {count} {#ponto|de pontos|pontos} na mão.',
  'end.wins': '{~Você marca|{name} marca} {count} {#ponto|de pontos|pontos}.',
  'end.lowest': '{~Você tem|{name} tem} a mão mais baixa e marca {count} {#ponto|de pontos|pontos}.',
  'end.tie': 'Empate na mão mais baixa: ninguém marca.',
  'end.loses': '{~Você perde|{name} perde} {count} {#ponto|de pontos|pontos}.',
  'end.tiePart': 'Empate na mão mais baixa: {list} não marcam nada.',
  'end.ten': 'Cruz trancada: todos marcam 10.',
  'end.again': 'Empate na liderança: mais uma rodada.',
  'end.match': '{~Você ganha|{name} ganha} a partida com {count} {#ponto|de pontos|pontos}.',
  'end.col.seat': 'Jogador',
  'end.col.hand': 'Pedras na mão',
  'end.col.points': 'Pontos',
  'end.col.total': 'Total',
};
