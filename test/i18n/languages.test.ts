// Spanish, Portuguese and French: each table's own words, plural forms as CLDR reads them (with and without
// the `many` category), and sample sentences read as a player of that table would say them.
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { es } from '../../src/i18n/es.js';
import { fr } from '../../src/i18n/fr.js';
import { pt } from '../../src/i18n/pt.js';
import {
  allLangsReady,
  boneyardMessage,
  leadMessage,
  moveAnnouncement as sentence,
  reasonMessage,
  seatNames,
  t,
  tileName,
  turnMessage,
} from '../../src/i18n/index.js';
import type * as Localize from '../../src/i18n/localize.js';
import type { MoveRecord } from '../../src/engine/types.js';

/** The live region's sentence for a move: its tiles in words (the screen writes them "6-3"). */
const moveAnnouncement = (...[lang, seats, record, reveal]: Parameters<typeof sentence>): string =>
  sentence(lang, seats, record, reveal, tileName);

await allLangsReady();

const text = (catalog: object) => Object.values(catalog).join('\n');

describe('table words', () => {
  it('Spanish: fichas, pozo, doble, robar, pasar, tranque, ¡Dominó!', () => {
    for (const word of [/fichas/, /pozo/, /doble/, /Robar/, /Pasar/, /Tranque/, /¡Dominó!/])
      assert.match(text(es), word);
    assert.doesNotMatch(text(es), /boneyard|spinner/i);
  });

  it('Portuguese (Brazil): pedras, monte, carroça, comprar, passar, bater', () => {
    for (const word of [/pedras/, /monte/, /carroça/, /Comprar/, /Passar/, /Bateu!/, /Você/])
      assert.match(text(pt), word);
    assert.doesNotMatch(text(pt), /boneyard|spinner|dominó/i);
  });

  it('French: dominos, pioche, double, piocher, passer, bouder; a no-break space before : ; ! ?', () => {
    for (const word of [/dominos/, /pioche/, /double/, /Piocher/, /Passer/, /boude/, /Domino\u00a0!/]) {
      assert.match(text(fr), word);
    }
    assert.doesNotMatch(text(fr), / [:;!?]/, 'an ordinary space before a high sign');
    assert.doesNotMatch(text(fr), /boneyard|spinner/i);
  });

  it('tile names: doble seis, carroça de seis, double blanc; pips in words', () => {
    assert.equal(tileName('es', '6-6'), 'doble seis');
    assert.equal(tileName('es', '3-6'), 'seis–tres');
    assert.equal(tileName('pt', '6-6'), 'carroça de seis');
    assert.equal(tileName('pt', '5-0'), 'cinco–branco');
    assert.equal(tileName('fr', '0-0'), 'double blanc');
    assert.equal(tileName('fr', '9-7'), 'neuf–sept');
  });
});

describe('plural forms (one, many, other in CLDR order)', () => {
  it('Spanish: 0 is plural; 1 singular; round millions take "de"', () => {
    assert.equal(t('es', 'boneyard', { count: 1 }), '1 ficha en el pozo');
    assert.equal(t('es', 'boneyard', { count: 0 }), '0 fichas en el pozo');
    assert.equal(t('es', 'boneyard', { count: 8 }), '8 fichas en el pozo');
    assert.equal(t('es', 'target', { count: 1000000 }), 'Meta: 1000000 de puntos');
  });

  it('Portuguese and French: 0 and 1 are singular', () => {
    assert.equal(t('pt', 'boneyard', { count: 0 }), '0 pedra no monte');
    assert.equal(t('pt', 'boneyard', { count: 1 }), '1 pedra no monte');
    assert.equal(t('pt', 'boneyard', { count: 2 }), '2 pedras no monte');
    assert.equal(boneyardMessage('pt', 8, 1), '8 pedras no monte, 1 pode ser comprada');
    assert.equal(boneyardMessage('pt', 8, 6), '8 pedras no monte, 6 podem ser compradas');
    assert.equal(t('fr', 'boneyard', { count: 0 }), '0 domino dans la pioche');
    assert.equal(t('fr', 'boneyard', { count: 1 }), '1 domino dans la pioche');
    assert.equal(t('fr', 'boneyard', { count: 5 }), '5 dominos dans la pioche');
    assert.equal(
      t('fr', 'end.match', { name: 'Nord', count: 2000000 }),
      'Nord gagne la partie avec 2000000 de points.',
    );
    assert.equal(
      reasonMessage('fr', 'cannot-draw', { detail: 'closed', count: 2 }),
      'La pioche est fermée\u00a0: les 2 derniers dominos ne sont jamais piochés.',
    );
  });

  it('a runtime whose CLDR has no "many" (older ICU) still reads one|many|other lists right', async () => {
    const Real = Intl.PluralRules;
    // one and other only, as French, Spanish and Portuguese had before `many` was added.
    class Older extends Real {
      override select(n: number): Intl.LDMLPluralRule {
        const s = super.select(n);
        return s === 'many' ? 'other' : s;
      }
      override resolvedOptions(): Intl.ResolvedPluralRulesOptions {
        const o = super.resolvedOptions();
        return { ...o, pluralCategories: o.pluralCategories.filter((c) => c !== 'many') };
      }
    }
    // Intl.PluralRules is writable at run time; the lib types call it read-only.
    const intl = Intl as { PluralRules: typeof Intl.PluralRules };
    intl.PluralRules = Older as typeof Intl.PluralRules;
    try {
      const fresh = (await import(`../../src/i18n/localize.js?older=${Date.now()}`)) as typeof Localize;
      // Each language's forms come with its chunk: made on first use, so with this runtime's Intl.
      await fresh.allLangsReady();
      for (const lang of ['es', 'pt', 'fr'] as const) {
        assert.equal(fresh.format('{count} {#one|many|other}', { count: 1 }, lang), '1 one', lang);
        assert.equal(fresh.format('{count} {#one|many|other}', { count: 7 }, lang), '7 other', lang);
        assert.equal(fresh.format('{count} {#one|many|other}', { count: 1000000 }, lang), '1000000 other', lang);
      }
    } finally {
      intl.PluralRules = Real;
    }
    // And this runtime, which knows `many`:
    assert.equal(t('fr', 'target', { count: 7 }), 'Objectif\u00a0: 7 points');
  });
});

describe('sentences', () => {
  const es4 = seatNames('es', 4, 1);
  const pt4 = seatNames('pt', 4, 1);
  const fr3 = seatNames('fr', 3, 1);

  it('seats and turns', () => {
    assert.deepEqual(es4.names, ['Tú', 'Oeste', 'Norte', 'Este']);
    assert.deepEqual(pt4.names, ['Você', 'Oeste', 'Norte', 'Leste']);
    assert.deepEqual(fr3.names, ['Vous', 'Ouest', 'Est']);
    assert.equal(turnMessage('es', es4, 0), 'Tu turno');
    assert.equal(turnMessage('pt', pt4, 3), 'Vez de Leste');
    assert.equal(turnMessage('fr', fr3, 1), 'À Ouest de jouer');
  });

  it('R-MC-2: who opens, and the search for the 6-6', () => {
    assert.equal(
      leadMessage('es', es4, { seat: 2, how: 'double-six', tile: '6-6' }),
      'Norte tiene el doble seis y abre.',
    );
    assert.equal(
      leadMessage('pt', pt4, { seat: 0, how: 'double-six', tile: '6-6' }),
      'Você tem a carroça de seis e abre.',
    );
    assert.equal(
      leadMessage('fr', fr3, { seat: 0, how: 'highest-double', tile: '5-5', redeals: 2 }),
      "Aucun domino d'ouverture n'a été distribué\u00a0: les dominos ont été remélangés, 2 fois. Vous ouvrez avec le plus fort double, 5-5.",
    );
  });

  it("the announcer: plays, draws and passes in each table's words", () => {
    const play: MoveRecord = { seat: 1, move: { type: 'play', tile: '6-3', end: 'x' }, pip: 3 };
    assert.equal(moveAnnouncement('es', es4, play), 'Oeste juega seis–tres en el tres.');
    assert.equal(moveAnnouncement('pt', pt4, play), 'Oeste joga seis–três no três.');
    assert.equal(moveAnnouncement('fr', fr3, play), 'Ouest joue six–trois sur le trois.');
    assert.equal(moveAnnouncement('pt', pt4, { seat: 0, move: { type: 'draw' } }), 'Você compra uma pedra.');
    assert.equal(moveAnnouncement('fr', fr3, { seat: 2, move: { type: 'pass' } }), 'Est boude.');
  });

  it('R-ALL-4: a locked number, named as each table names it', () => {
    assert.equal(
      reasonMessage('es', 'suit-locked', { tile: '3-1', suit: 3 }),
      'Los treses están cerrados: el 3-3 aún no está en la mesa.',
    );
    assert.equal(
      reasonMessage('pt', 'suit-locked', { tile: '3-1', suit: 3 }),
      'Os três estão fechados: a 3-3 ainda não está na mesa.',
    );
    assert.equal(
      reasonMessage('fr', 'suit-locked', { tile: '3-1', suit: 3 }),
      "Le trois est fermé\u00a0: le 3-3 n'est pas encore posé.",
    );
  });
});
