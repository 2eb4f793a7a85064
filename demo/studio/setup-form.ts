/** The studio's setup form: the game, its options, names and title, and the deal (a seed or typed hands). */

import { choicesOf, VARIANTS, type Variant } from '../../src/engine/index.js';
import { field, h, select, uid } from './dom.js';
import type { Setup } from './draft.js';
import { S } from './strings.js';

const VARIANT_NAMES: Record<Variant, string> = {
  'maltese-cross': 'Maltese Cross',
  doubles: 'Doubles',
  'doubles-classic': 'Kelley’s Doubles',
  'doubles-in-the-boneyard': 'Doubles in the Boneyard',
};

export interface SetupForm {
  element: HTMLElement;
  read(): Setup;
  write(setup: Setup): void;
}

/**
 * The form. `onDeal` runs when the author deals (the moves start over); `onNames` when the title or the names
 * change (they apply at once, the moves stay).
 */
export function setupForm(setup: Setup, onDeal: () => void, onNames: () => void): SetupForm {
  const title = h('input', { type: 'text', name: 'title', autocomplete: 'off' });
  const names = h('input', { type: 'text', name: 'names', autocomplete: 'off' });
  const variant = select(
    VARIANTS.map((v) => [v, VARIANT_NAMES[v]] as const),
    setup.variant,
  );
  variant.name = 'variant';
  const players = h('select', { name: 'players' });
  const set = h('select', { name: 'set' });
  const spinners = h('select', { name: 'spinners' });
  const lead = h('select', { name: 'lead' });
  const handSize = h('input', { type: 'number', min: 1, max: 30, name: 'hand-size', inputmode: 'numeric' });
  const targetScore = h('input', { type: 'number', min: 1, name: 'target-score', inputmode: 'numeric' });
  const group = uid('deal-from');
  const fromSeed = h('input', { type: 'radio', name: group, value: 'seed', id: `${group}-seed` });
  const fromHands = h('input', { type: 'radio', name: group, value: 'hands', id: `${group}-hands` });
  const seed = h('input', { type: 'text', name: 'seed', autocomplete: 'off' });
  const hands = h('textarea', { name: 'hands', rows: 3, spellcheck: 'false' });
  const boneyard = h('input', { type: 'text', name: 'boneyard', autocomplete: 'off', spellcheck: 'false' });
  const leader = h('input', { type: 'number', min: 0, max: 3, name: 'leader', inputmode: 'numeric' });
  let scores = '';

  /** The options the variant offers, each select filled with them (a variant without a choice hides it). */
  const fillOptions = (chosen: Partial<Setup> = {}): void => {
    const choices = choicesOf(variant.value as Variant);
    const fill = (el: HTMLSelectElement, values: readonly (string | number)[], value: string): void => {
      el.replaceChildren(...values.map((v) => h('option', { value: String(v) }, String(v))));
      el.value = values.map(String).includes(value) ? value : String(values[0]);
      (el.closest('.field') as HTMLElement | null)?.toggleAttribute('hidden', values.length < 2);
    };
    fill(players, choices.players, String(chosen.players ?? players.value));
    fill(set, choices.set, chosen.set ?? set.value);
    fill(spinners, choices.spinners, chosen.spinners ?? spinners.value);
    fill(lead, choices.lead, chosen.lead ?? lead.value);
  };
  const showDeal = (): void => {
    handsPart.hidden = !fromHands.checked;
  };

  const dealButton = h('button', { type: 'submit', class: 'primary' }, S.deal);
  const handsPart = h(
    'div',
    { class: 'hands-part' },
    field(S.hands, hands, S.handsHint),
    field(S.boneyard, boneyard, S.boneyardHint),
    field(S.leader, leader, S.leaderHint),
  );
  const element = h(
    'form',
    { class: 'setup-form', novalidate: true },
    h('div', { class: 'grid' }, field(S.title, title, S.titleHint), field(S.names, names, S.namesHint)),
    h(
      'div',
      { class: 'grid' },
      field(S.variant, variant),
      field(S.players, players),
      field(S.set, set),
      field(S.spinners, spinners),
      field(S.lead, lead),
      field(S.handSize, handSize, S.optionDefault),
      field(S.targetScore, targetScore, S.optionDefault),
    ),
    h(
      'fieldset',
      { class: 'deal-from' },
      h('legend', {}, S.dealFrom),
      h('div', { class: 'choice' }, fromSeed, h('label', { for: fromSeed.id }, S.fromSeed)),
      h('div', { class: 'choice' }, fromHands, h('label', { for: fromHands.id }, S.fromHands)),
    ),
    field(S.seed, seed, S.seedHint),
    handsPart,
    dealButton,
  );

  variant.addEventListener('change', () => fillOptions());
  fromSeed.addEventListener('change', showDeal);
  fromHands.addEventListener('change', showDeal);
  title.addEventListener('input', onNames);
  names.addEventListener('input', onNames);
  element.addEventListener('submit', (event) => {
    event.preventDefault();
    onDeal();
  });

  const write = (s: Setup): void => {
    title.value = s.title;
    names.value = s.names;
    variant.value = s.variant;
    fillOptions(s);
    handSize.value = s.handSize;
    targetScore.value = s.targetScore;
    fromSeed.checked = s.dealFrom === 'seed';
    fromHands.checked = s.dealFrom === 'hands';
    seed.value = s.seed;
    hands.value = s.hands;
    boneyard.value = s.boneyard;
    leader.value = s.leader;
    scores = s.scores;
    showDeal();
  };
  write(setup);

  return {
    element,
    write,
    read: () => ({
      title: title.value,
      names: names.value,
      variant: variant.value as Variant,
      players: Number(players.value),
      set: set.value,
      spinners: spinners.value,
      lead: lead.value,
      handSize: handSize.value,
      targetScore: targetScore.value,
      dealFrom: fromHands.checked ? 'hands' : 'seed',
      seed: seed.value,
      hands: hands.value,
      boneyard: boneyard.value,
      leader: leader.value,
      scores,
    }),
  };
}
