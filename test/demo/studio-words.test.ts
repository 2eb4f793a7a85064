// The studio's own words follow its language (demo/studio/strings.ts, words/): switched with the select, or asked
// by the address (`?lang=`), every label, hint, legend, button, option, status line and step title is in that
// language, and no text of the English catalog is left where the language's words differ. The catalogs' keys and
// placeholders are test/studio/strings.test.ts's.
import { expect } from '@open-wc/testing';
import { startStudio, type Studio } from '../../demo/studio/app.js';
import { CATALOGS, type Key, type Words } from '../../demo/studio/strings.js';
import { readRecord } from '../../src/record/index.js';
import { VARIANTS } from '../../src/games/index.js';
import { click } from '../element/helpers.js';
import { readmeLesson } from './readme-lesson.js';

const { en } = CATALOGS;
const KEYS = Object.keys(en) as Key[];

let root: HTMLElement;
const started: Studio[] = [];
beforeEach(() => {
  // No saved draft: each test starts the studio afresh (it would bring the last draft back).
  localStorage.clear();
  root = document.body.appendChild(document.createElement('main'));
  root.style.width = '1024px';
});
afterEach(() => {
  // Stopped: a studio left listening would save (or warn) as the test page goes.
  for (const studio of started.splice(0)) studio.stop();
  root.remove();
  localStorage.clear();
});

const $ = <T extends Element>(selector: string): T => {
  const found = root.querySelector<T>(selector);
  if (!found) throw new Error(`no ${selector} in the studio`);
  return found;
};

/** Every text the studio shows itself: its text nodes and its labels for assistive technology (not the tables'). */
function shownTexts(): string[] {
  const texts: string[] = [];
  const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const text = node.textContent?.trim();
    if (text && !node.parentElement?.closest('select[name="lang"]')) texts.push(text);
  }
  for (const el of root.querySelectorAll('[aria-label]')) texts.push(el.getAttribute('aria-label')!);
  return texts;
}

const pattern = (template: string): RegExp =>
  new RegExp(`^${template.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\{\w+\}/g, '.+')}$`);

/** The studio shows `lang`'s words, and none of the English ones where they differ. */
function expectSpoken(lang: keyof typeof CATALOGS): void {
  const words: Words = CATALOGS[lang];
  const told = [...root.querySelectorAll<HTMLElement>('[data-say]')];
  expect(told.length).to.be.greaterThan(60);
  for (const el of told) expect(el.textContent, el.dataset['say']).to.equal(words[el.dataset['say'] as Key]);
  const texts = shownTexts();
  for (const key of KEYS) {
    if (words[key] === en[key]) continue;
    const english = pattern(en[key]);
    const left = texts.filter((text) => english.test(text) && !pattern(words[key]).test(text));
    expect(left, `${lang}: English "${en[key]}" is still shown`).to.deep.equal([]);
  }
  // The texts built from templates: the step list's deal, the editor's title, the section headings.
  expect(texts).to.include(words.dealStep.replace('{round}', '1'));
  expect($('.step-title').textContent).to.equal(
    words.editing.replace('{step}', $('.step-list [aria-current="step"]').textContent!.split(' — ')[0]!),
  );
  expect([...root.querySelectorAll('h2')].map((h) => h.textContent)).to.deep.equal(
    (['chapters', 'setup', 'play', 'open', 'steps', 'copy'] as const).map((key) => words[key]),
  );
  expect($('.try').getAttribute('aria-label')).to.equal(words.tries);
  expect($('.panel--setup .status').textContent).to.equal(words.opened);
}

describe('studio words', () => {
  it('switches its own words to de, es, pt and fr with the language select, and back to English', async function () {
    this.timeout(60000);
    const langs: string[] = [];
    const studio = startStudio(root, '', (lang) => langs.push(lang));
    started.push(studio);
    await studio.ready;
    // A record opened, its question's step chosen and a try added: the editor shows all its parts.
    const lesson = await readmeLesson();
    const read = readRecord(lesson);
    if (!read.ok) throw new Error(read.error.message);
    const question = read.replay.steps.findIndex((step) => step.question);
    const text = $<HTMLTextAreaElement>('textarea[name="open-text"]');
    text.value = lesson;
    text.dispatchEvent(new Event('input', { bubbles: true }));
    await click($('.panel--open button'));
    await studio.ready;
    await click($(`.step-list [data-step="${question}"]`));
    await click($('.tries-part > button'));
    expectSpoken('en');

    const select = $<HTMLSelectElement>('select[name="lang"]');
    for (const lang of ['de', 'es', 'pt', 'fr', 'en'] as const) {
      select.value = lang;
      select.dispatchEvent(new Event('change'));
      expectSpoken(lang);
      expect(studio.table.getAttribute('lang')).to.equal(lang);
    }
    expect(langs).to.deep.equal(['en', 'de', 'es', 'pt', 'fr', 'en']);
  });

  it('speaks the language the address asks for from the start, its options and status lines too', async () => {
    const langs: string[] = [];
    const studio = startStudio(root, '?lang=pt-BR', (lang) => langs.push(lang));
    started.push(studio);
    await studio.ready;
    expect(langs).to.deep.equal(['pt']);
    const words = CATALOGS.pt;
    expect($('.panel--setup .status').textContent).to.equal(words.dealt);
    expect([...$<HTMLSelectElement>('select[name="variant"]').options].map((o) => o.textContent)).to.deep.equal(
      VARIANTS.map((variant) => words[variant]),
    );
    expect($<HTMLSelectElement>('select[name="lead"]').selectedOptions[0]!.textContent).to.equal(
      words['lead.double-six'],
    );
    expect($('.setup-form button[type="submit"]').textContent).to.equal(words.deal);
    expect(shownTexts()).to.not.include(en.deal);
  });
});
