/** The studio's setup form: the game, its options, names and title, and the deal (a seed or typed hands). */

import { choicesOf, rulesFor, VARIANTS, type Variant } from '../../src/engine/index.js';
import { field, flag, h, told, uid } from './dom.js';
import type { Setup } from './draft.js';
import { tell, type Key } from './strings.js';

/** An option whose label is the studio's words for `key` (a variant, a set, a spinner or a lead rule). */
const option = (value: string, key: Key | null): HTMLOptionElement =>
  key === null ? h('option', { value }, value) : tell(h('option', { value }), key);

export interface SetupForm {
  element: HTMLElement;
  read(): Setup;
  write(setup: Setup): void;
  /** Says a mistake at the field it was typed in; `null` takes every one away. */
  flag(name: keyof Setup | null, message?: string): void;
}

/**
 * The form. `onDeal` runs when the author deals (the moves start over); `onNames` when the title or the names
 * change (they apply at once, the moves stay).
 */
export function setupForm(setup: Setup, onDeal: () => void, onNames: () => void): SetupForm {
  const title = h('input', { type: 'text', name: 'title', autocomplete: 'off' });
  const names = h('input', { type: 'text', name: 'names', autocomplete: 'off' });
  const variant = h('select', { name: 'variant' }, ...VARIANTS.map((v) => option(v, v)));
  variant.value = setup.variant;
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
    /** `words`: the catalog's prefix for the values' labels (`set.` + `double-six`); numbers stand as they are. */
    const fill = (el: HTMLSelectElement, values: readonly (string | number)[], value: string, words = ''): void => {
      el.replaceChildren(...values.map((v) => option(String(v), words ? (`${words}${v}` as Key) : null)));
      el.value = values.map(String).includes(value) ? value : String(values[0]);
      (el.closest('.field') as HTMLElement | null)?.toggleAttribute('hidden', values.length < 2);
    };
    fill(players, choices.players, String(chosen.players ?? players.value));
    fill(set, choices.set, chosen.set ?? set.value, 'set.');
    fill(spinners, choices.spinners, chosen.spinners ?? spinners.value, 'spinners.');
    fill(lead, choices.lead, chosen.lead ?? lead.value, 'lead.');
  };
  const showDeal = (): void => {
    handsPart.hidden = !fromHands.checked;
  };

  const dealButton = told('button', 'deal', { type: 'submit', class: 'primary' });
  const handsPart = h(
    'div',
    { class: 'hands-part' },
    field('hands', hands, 'handsHint'),
    field('boneyard', boneyard, 'boneyardHint'),
    field('leader', leader, 'leaderHint'),
  );
  const element = h(
    'form',
    { class: 'setup-form', novalidate: true },
    h('div', { class: 'grid' }, field('title', title, 'titleHint'), field('names', names, 'namesHint')),
    h(
      'div',
      { class: 'grid' },
      field('variant', variant),
      field('players', players),
      field('set', set),
      field('spinners', spinners),
      field('lead', lead),
      field('handSize', handSize, 'optionDefault'),
      field('targetScore', targetScore, 'optionDefault'),
    ),
    h(
      'fieldset',
      { class: 'deal-from' },
      told('legend', 'dealFrom'),
      h('div', { class: 'choice' }, fromSeed, told('label', 'fromSeed', { for: fromSeed.id })),
      h('div', { class: 'choice' }, fromHands, told('label', 'fromHands', { for: fromHands.id })),
    ),
    field('seed', seed, 'seedHint'),
    handsPart,
    dealButton,
  );

  // A game chosen anew starts from its own defaults (API.md §2), not from the last game's choices.
  variant.addEventListener('change', () => {
    const rules = rulesFor(variant.value as Variant);
    fillOptions({ players: rules.players, set: rules.set, spinners: rules.spinners, lead: rules.lead });
  });
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

  const controls: Partial<Record<keyof Setup, HTMLElement>> = {
    title,
    names,
    variant,
    players,
    set,
    spinners,
    lead,
    handSize,
    targetScore,
    seed,
    hands,
    boneyard,
    leader,
  };
  let flagged: HTMLElement | null = null;
  return {
    element,
    write,
    flag(name, message = '') {
      if (flagged) flag(flagged, null);
      flagged = name === null ? null : (controls[name] ?? null);
      if (flagged) flag(flagged, message);
    },
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
