/** The rules panel's text in Brazilian Portuguese (pedras, monte or dorme, carroça, comprar, passar, bater), with você. */

import { buildRules } from './build.js';
import type { Phrases, RulesFacts, RulesText } from './types.js';

const pedras = (n: number) => (n === 1 ? '1 pedra' : `${n} pedras`);

const phrases: Phrases = {
  names: {
    // games:names (written by `npm run games` from each game's src/games/<id>/about.ts)
    'maltese-cross': 'Cruz de Malta (também chamado Carroças)',
    doubles: 'Carroças: toda carroça abre nos quatro lados',
    'doubles-classic': 'Carroças de Kelley',
    'doubles-in-the-boneyard': 'Carroças no monte',
    block: 'Bloqueio',
    draw: 'Jogo de compra',
    'all-fives': 'Todos os cincos (All Fives)',
    'fives-and-threes': 'Cincos e três (Fives and Threes)',
    // /games:names
  },
  headings: {
    tiles: 'Jogadores e pedras',
    opening: 'Quem sai',
    order: 'Ordem do jogo',
    play: 'Como jogar',
    drawing: 'Comprar',
    passing: 'Passar',
    blocked: 'Jogo trancado',
    scoring: 'Pontos',
    target: 'Quem ganha a partida',
  },
  set: (set, n) => `um jogo ${set === 'double-nine' ? 'duplo nove' : 'duplo seis'} (${n} pedras)`,
  setWithoutDoubles: 'um jogo duplo seis sem as sete carroças (21 pedras)',
  players: (n, set) => `${n} jogadores e ${set}.`,
  hand: (size, left) =>
    `Cada jogador pega ${pedras(size)}; as outras ${left} formam o monte (o dorme), viradas para baixo.`,
  handAll: (size) => `Cada jogador pega ${pedras(size)}: todas as pedras são distribuídas.`,
  handAside: (size, left) => `Cada jogador pega ${pedras(size)}; as outras ${left} ficam viradas e nunca contam.`,
  noDrawing: 'Ninguém compra nunca.',

  openSixSix: 'Quem tem a carroça de seis sai com ela no centro, em toda rodada.',
  searchSixSix:
    'Se ninguém a tem, quem dá as pedras e depois cada jogador à esquerda compram uma pedra na sua vez até alguém tirar a carroça de seis e jogá-la. As pedras compradas ficam na mão.',
  redealSixSix: 'Se ninguém recebeu a carroça de seis, as pedras são embaralhadas e distribuídas de novo.',
  openHighest: 'Quem tem a carroça mais alta sai com ela no centro, em toda rodada. Nenhuma outra pedra pode sair.',
  openHeaviest:
    'Quem tem a carroça mais alta sai com ela. Se nenhuma carroça foi distribuída, sai a pedra mais pesada (de duas com os mesmos pontos, a do número mais alto). Nenhuma outra pedra pode sair.',
  redealNoDouble: 'Se ninguém tem carroça, as pedras são embaralhadas e distribuídas de novo.',
  firstLeadDrawn:
    'Primeira rodada: cada jogador tira uma das sete carroças; a mais alta começa e pode sair com qualquer pedra. As carroças voltam para o monte.',
  laterLeadWinner:
    'Depois começa quem ganhou a rodada anterior. Se um jogo trancado termina empatado, os empatados tiram carroças de novo.',

  laterLeadLowest:
    'Depois sai, com qualquer pedra, quem ganhou a rodada anterior (após um jogo trancado, a mão mais baixa). Empate na mais baixa: os empatados tiram carroças e a mais alta sai.',
  toLeft: 'Para a esquerda (sentido horário), começando pelo jogador depois de quem saiu.',
  toRight: 'Para a direita (sentido anti-horário), começando pelo jogador depois de quem saiu.',

  match: 'Na sua vez, jogue uma pedra numa ponta aberta com o mesmo número.',
  cross:
    'A carroça de seis abre nos quatro lados: até cada lado ter uma pedra, só um seis pode ser jogado, num lado livre. Nenhum braço cresce antes de a cruz ficar completa.',
  arms: 'Depois há quatro braços, cada um com uma ponta aberta. As carroças seguintes ficam atravessadas e não abrem lados.',
  spinAll:
    'Toda carroça abre nos lados: a carroça de saída em quatro, uma carroça posterior em três, todos ao mesmo tempo.',
  spinFirst:
    'Só a carroça de saída abre nos quatro lados. As carroças seguintes ficam atravessadas e deixam uma ponta aberta.',
  spinNone: 'Nenhuma carroça abre lados: a de saída deixa duas pontas abertas, uma posterior uma.',
  lock: 'Um número fica fechado até a carroça dele estar na mesa: só se encaixa num 3 depois que a 3-3 foi jogada. Só conta o número que você encaixa, e o número da carroça de saída está aberto desde o início.',
  doubleUnlocks: 'Uma carroça sempre pode ser jogada no seu próprio número, e abre esse número para todos.',
  line: 'Uma só linha com duas pontas: nenhuma carroça abre lados e nenhum número fica fechado.',

  noLock: 'Nenhum número fica fechado.',
  drawAnyTime:
    'Se você não pode jogar, ou não quer, compra uma pedra do monte. Depois de cada compra você pode jogar ou comprar de novo.',
  reserve: (n) => `As últimas ${pedras(n)} do monte nunca são compradas.`,
  drawOne:
    'Só quando não pode jogar, você compra exatamente uma pedra. Se encaixar, jogue-a na hora; se não, a vez passa.',
  drawUntil:
    'Só quando não pode jogar, você compra uma pedra de cada vez, ficando com todas, até uma encaixar; essa é jogada na hora.',
  drawEmpty: 'O monte pode ser comprado até acabar.',

  mustDraw: (n) => `Enquanto houver ${n} ou mais pedras no monte você não pode passar: compre.`,
  passClosed:
    'Você só passa quando não se pode mais comprar e você não pode jogar. Sem compra, uma pedra que encaixa tem que ser jogada.',
  passAfterDraw: 'Você passa quando a pedra comprada não encaixa, ou quando não pode jogar e não se pode mais comprar.',
  passEmpty: 'Você só passa quando não pode jogar e o monte está vazio.',
  passMust: 'Quem não pode jogar passa. Quem pode jogar tem que jogar: não se segura pedra.',

  blocked: 'Quando ninguém pode jogar nem comprar, o jogo tranca: a rodada termina na hora.',
  blockedNoDraw: 'Quando ninguém pode jogar, o jogo tranca: a rodada termina na hora.',
  blockWhen:
    'Sem carroças, isso acontece exatamente quando as duas pontas mostram o mesmo número e as seis pedras dele já estão na mesa.',

  pips: 'Cada ponto das pedras vale um ponto. As pedras do monte nunca contam.',
  domino: 'Quem joga a última pedra primeiro bate e marca todos os pontos que restam nas outras mãos.',
  blockTen: 'Trancado: ninguém ganha a rodada, e cada jogador marca 10.',
  blockLowest:
    'Trancado: a mão mais baixa marca os pontos das mãos adversárias (não os seus). Empate na mais baixa: ninguém marca.',
  blockMinusOwn:
    'O vencedor marca os pontos das outras mãos menos os da sua. Trancado: vence a mão mais baixa; empate na mais baixa: ninguém marca.',
  blockAll: 'Trancado com uma só mão mais baixa: esse jogador marca todos os pontos das três mãos, os seus inclusive.',
  blockTwo:
    'Dois empatados na mais baixa: o terceiro perde os pontos da própria mão (o placar pode ficar negativo); os dois não marcam.',
  blockThree: 'Os três empatados: ninguém marca.',

  target: (n) => `Ganha quem chegar primeiro a ${n === 1 ? '1 ponto' : `${n} pontos`}.`,
  tieTop:
    'Se vários chegarem na mesma rodada, ganha o maior total; se os maiores totais empatarem, joga-se mais uma rodada.',

  laterLeadDomino:
    'Rodadas seguintes: começa quem bateu, com qualquer pedra; depois de uma rodada fechada, tiram-se carroças de novo.',
  laterLeadRotation:
    'Rodadas seguintes: começa o jogador à esquerda de quem abriu a rodada anterior, com qualquer pedra.',
  spinFirstDouble:
    'A primeira carroça jogada, de saída ou não, é a única que abre nos flancos, e só quando os dois lados têm pedra; as carroças seguintes ficam atravessadas.',
  count:
    'A contagem é a soma das pontas abertas; uma carroça numa ponta conta as duas metades até uma pedra cobrir o lado de fora.',
  fives: 'Depois de cada jogada, a saída também, uma contagem múltipla de 5 marca o seu valor na hora.',
  fivesThrees:
    'Depois de cada jogada, a saída também, a contagem marca contagem ÷ 5 se for divisível por 5 e contagem ÷ 3 se for divisível por 3: 15 marca 8.',
  knock: 'Passar não dá pontos a ninguém.',
  dominoFive:
    '“Bateu!”: quem primeiro joga a última pedra marca os pontos das outras mãos, arredondados para o 5 mais próximo.',
  blockFive:
    'Fechado: a mão mais baixa marca os pontos das outras mãos, arredondados para o 5 mais próximo (os seus não são descontados). Empate na mais baixa: ninguém marca.',
  chipOut:
    'Quem joga a última pedra ganha 1 ponto a mais nessa jogada. Pontos que ficam nas mãos nunca contam; uma rodada fechada não dá nada.',
  targetAtOnce: (n) => `Ganha na hora quem chegar primeiro a ${n} pontos, mesmo no meio de uma rodada.`,
  targetExact: (n) =>
    `É preciso chegar a exatamente ${n} pontos para ganhar, na hora: um placar que passe de ${n} não conta.`,
};

/** The rules of a table's variant and options, in Brazilian Portuguese. */
export const rulesText = (rules: RulesFacts): RulesText => buildRules(phrases, rules);

/** The panel that shows it, in this chunk so a table that never opens it never downloads it. */
export { rulesStyles, rulesView } from './view.js';
export { BUILD as build } from '../build-id.js';
