// Hostile property values (issue 22 item 4): every property of the attribute table, set from script to a value of
// the wrong type (a number where text is wanted, an array, an object, a Symbol, a function, an object whose
// toString throws), is reported as an invalid value and ignored: no uncaught error, no unhandled rejection, no
// update that throws. A live table and a replay table both.
import { expect } from '@open-wc/testing';
import { ATTRIBUTE_TABLE, attributeName } from '../../src/element/attribute-table.js';
import { mount, record, type DominoTable } from './helpers.js';

const throwing = {
  toString(): string {
    throw new Error('hostile toString');
  },
};
const HOSTILE: [string, () => unknown][] = [
  ['an array', () => ['a', 'b']],
  ['an object', () => ({ a: 1 })],
  ['a Symbol', () => Symbol('hostile')],
  ['a function', () => () => 1],
  ['an object whose toString throws', () => throwing],
];
const RECORD = '[variant doubles] [players 2] [hands 6-6 6-5 6-4 6-3 6-2 6-1 6-0 +1 / +8] 6-6 pass';

/** Errors that escaped: uncaught errors and unhandled rejections, for the time of one test. */
function escaped(): { list: string[]; stop: () => void } {
  const list: string[] = [];
  const onError = (e: ErrorEvent) => {
    list.push(`error: ${e.message}`);
    e.preventDefault();
  };
  const onRejection = (e: PromiseRejectionEvent) => {
    list.push(`rejection: ${String((e.reason as Error)?.message ?? e.reason)}`);
    e.preventDefault();
  };
  window.addEventListener('error', onError);
  window.addEventListener('unhandledrejection', onRejection);
  return {
    list,
    stop: () => {
      window.removeEventListener('error', onError);
      window.removeEventListener('unhandledrejection', onRejection);
    },
  };
}

const settle = async (el: DominoTable): Promise<string | null> => {
  try {
    await el.updateComplete;
    await el.updateComplete;
    await new Promise((r) => setTimeout(r, 0));
    return null;
  } catch (e) {
    return (e as Error).message;
  }
};

const CHECKED = Object.entries(ATTRIBUTE_TABLE).filter(([, [kind]]) => kind !== 'flag' && kind !== 'own');

describe('hostile property values (issue 22 item 4)', () => {
  for (const mode of ['live', 'replay'] as const) {
    it(`${mode}: every property reports a value of the wrong type as invalid and ignores it`, async function () {
      this.timeout(60_000);
      const el = await mount(
        mode === 'live'
          ? { variant: 'doubles', players: '2', seed: 'hostile', 'ai-delay': '0' }
          : { record: RECORD, view: '0' },
      );
      await settle(el);
      const errors = record(el, ['domino-error']);
      const escapes = escaped();
      try {
        for (const [prop, [kind]] of CHECKED) {
          const values = kind === 'text' ? [...HOSTILE, ['a number', () => 42] as [string, () => unknown]] : HOSTILE;
          for (const [what, make] of values) {
            errors.length = 0;
            const field = el as unknown as Record<string, unknown>;
            expect(() => (field[prop] = make()), `${prop} = ${what}: the assignment`).not.to.throw();
            const thrown = await settle(el);
            expect(thrown, `${prop} = ${what}: the update`).to.equal(null);
            expect(escapes.list, `${prop} = ${what}: nothing escaped`).to.deep.equal([]);
            const said = errors.map((e) => e.detail as { code: string; message: string });
            expect(
              said.some((d) => d.code === 'invalid-attribute' && d.message.includes(attributeName(prop))),
              `${prop} = ${what}: reported (${JSON.stringify(said)})`,
            ).to.equal(true);
            expect(field[prop], `${prop} = ${what}: ignored`).to.equal(undefined);
            expect(el.shadowRoot!.childElementCount, `${prop}: still drawn`).to.be.greaterThan(0);
          }
        }
        // The record property takes a string (or null): anything else is reported and leaves the table as it is.
        for (const [what, make] of HOSTILE) {
          errors.length = 0;
          const replaying = el.hasAttribute('record');
          (el as unknown as { record: unknown }).record = make();
          expect(await settle(el), `record = ${what}`).to.equal(null);
          expect(el.hasAttribute('record'), `record = ${what}: ignored`).to.equal(replaying);
          expect(errors.some((e) => (e.detail as { code: string }).code === 'invalid-attribute')).to.equal(true);
        }
        expect(escapes.list).to.deep.equal([]);
      } finally {
        escapes.stop();
      }
    });
  }
});
