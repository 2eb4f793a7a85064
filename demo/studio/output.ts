/**
 * What the author takes away: the record, and the snippets that show it as the author means it (a figure of one
 * step, a replay, a lesson), each as HTML and as an iframe, with the record inside or read from a file (`src`),
 * loading the element from the CDN chosen once (jsDelivr, unpkg, or the author's own copy of dist/).
 */

import { field, h, select, told, uid } from './dom.js';
import { S, tell, type Key } from './strings.js';

/** Where a snippet loads the element from: a CDN, or the address of a self-hosted dist/ folder. */
export type CdnChoice = 'jsdelivr' | 'unpkg' | 'self';
export const CDNS: Record<Exclude<CdnChoice, 'self'>, string> = {
  jsdelivr: 'https://cdn.jsdelivr.net/npm/domino-table/dist/',
  unpkg: 'https://unpkg.com/domino-table/dist/',
};
/** The README's CDN. */
export const CDN = CDNS.jsdelivr;

/** The folder a snippet's files come from, ending in `/` (a self-hosted path as typed, made a folder). */
export function baseOf(choice: CdnChoice, path: string): string {
  if (choice !== 'self') return CDNS[choice];
  const folder = path.trim() || '/domino-table/';
  return folder.endsWith('/') ? folder : `${folder}/`;
}

/** What a snippet shows: one step as a still figure, the whole record to step through, or a lesson asking its questions. */
export type Kind = 'figure' | 'replay' | 'lesson';

/**
 * Heights of an iframe without the resize lines, enough for the whole of each at 375–1280 px wide (the step bar
 * and the move list of a replay or lesson under the board; a figure's board alone).
 */
export const FRAME_HEIGHT: Record<Kind, number> = { figure: 520, replay: 880, lesson: 1080 };

/** The record (`record`, in the snippet) or the address of a file holding it (`src`). */
export type Source = { record: string } | { src: string };

const attribute = (text: string): string =>
  text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** The attributes a kind adds: a figure is the board alone, without controls, at its step. */
export function kindAttributes(kind: Kind, step: number, chapter?: number): [string, string][] {
  return kind === 'figure'
    ? [
        ['board-only', ''],
        ['controls', 'none'],
        // A record of several chapters: the figure is of the chapter edited.
        ...(chapter === undefined ? [] : [['chapter', String(chapter)] as [string, string]]),
        ['step', String(step)],
      ]
    : [];
}

const sourceAttribute = (source: Source): [string, string] =>
  'record' in source ? ['record', source.record.trimEnd()] : ['src', source.src];

/**
 * The script tag and a <domino-table> showing the record as `kind` (or the file at `src`), drawn only when it comes
 * near the viewport (`loading="lazy"`: a page of many figures draws only those in sight).
 */
export function htmlSnippet(source: Source, kind: Kind = 'lesson', step = 0, base = CDN, chapter?: number): string {
  const attrs = [
    sourceAttribute(source),
    ...kindAttributes(kind, step, chapter),
    ['loading', 'lazy'] as [string, string],
  ]
    .map(([name, value]) => (value === '' ? name : `${name}="${attribute(value)}"`))
    .join(' ');
  return `<script type="module" src="${attribute(base)}domino-table.js"></script>\n<domino-table ${attrs}></domino-table>\n`;
}

/**
 * An iframe of embed.html showing the record as `kind` (the record in its address, or `src` as an absolute
 * address: the frame resolves a relative one against the CDN's folder), tall enough for the whole of it without a
 * script, then the few lines that size it to what it shows when the page may run a script.
 */
export function iframeSnippet(
  source: Source,
  title: string,
  kind: Kind = 'lesson',
  step = 0,
  base = CDN,
  chapter?: number,
): string {
  const query = new URLSearchParams([sourceAttribute(source), ...kindAttributes(kind, step, chapter)]).toString();
  return [
    '<iframe',
    `  src="${attribute(base)}embed.html?${attribute(query)}"`,
    `  title="${attribute(title || 'Dominoes')}"`,
    '  width="100%"',
    `  height="${FRAME_HEIGHT[kind]}"`,
    '  style="border: 0"',
    '  loading="lazy"',
    '></iframe>',
    '<script>',
    '  // Sizes each domino-table frame to what it shows (it posts its height on every change): only a message',
    '  // from that frame, from the address it was given, holding a height.',
    "  addEventListener('message', (event) => {",
    '    const { type, height } = event.data ?? {};',
    "    if (type !== 'domino-table:height' || typeof height !== 'number') return;",
    '    if (!(height > 0 && height < 1e5)) return;',
    '    for (const frame of document.querySelectorAll(\'iframe[src*="embed.html"]\'))',
    '      if (frame.contentWindow === event.source && new URL(frame.src).origin === event.origin)',
    '        frame.style.height = `${Math.ceil(height)}px`;',
    '  });',
    '</script>',
    '',
  ].join('\n');
}

/**
 * The file a record is saved as: its title in lower case, accents dropped, every run of other characters one
 * hyphen, at most 60 characters ("Locks, first!" → `locks-first.txt`); `record.txt` without a title.
 */
export function fileName(title: string): string {
  const stem = title
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, '-')
    .slice(0, 60)
    .replace(/^-+|-+$/g, '');
  return `${stem || 'record'}.txt`;
}

export interface Output {
  element: HTMLElement;
  /**
   * The record as written, its title, and for the snippets: the record as a replay (its questions not asked) and
   * the step chosen (a figure shows it), in the chapter chosen (1-based) of a record of several.
   */
  show(record: string, title: string, asReplay: () => string, step: number, chapter?: number): void;
}

/** Copies text to the clipboard, or says it could not (outside a secure context, or refused). */
async function copy(text: string, status: HTMLElement): Promise<void> {
  try {
    await navigator.clipboard.writeText(text);
    tell(status, 'copied');
  } catch {
    tell(status, 'copyFailed');
  }
}

/** The CDN chosen once: kept in the browser for the next visit. */
const CDN_KEY = 'domino-table-studio:cdn';
function chosenCdn(): { choice: CdnChoice; path: string } {
  try {
    const kept = JSON.parse(localStorage.getItem(CDN_KEY) ?? 'null') as { choice?: string; path?: string } | null;
    const choice = kept?.choice === 'unpkg' || kept?.choice === 'self' ? kept.choice : 'jsdelivr';
    return { choice, path: typeof kept?.path === 'string' ? kept.path : '' };
  } catch {
    return { choice: 'jsdelivr', path: '' };
  }
}

/** An address as the frame on the CDN needs it: absolute (a relative one is taken from the studio's page). */
export function absolute(address: string, page: string): string {
  try {
    return new URL(address, page).href;
  } catch {
    return address;
  }
}

/** A group of radio buttons, each labelled with the studio's words. */
function radios(legend: Key, values: readonly [string, Key][], chosen: string): [HTMLFieldSetElement, () => string] {
  const group = uid('radio');
  const inputs = values.map(([value]) =>
    h('input', { type: 'radio', name: group, id: `${group}-${value}`, value, checked: value === chosen }),
  );
  const set = h(
    'fieldset',
    {},
    told('legend', legend),
    ...values.map(([, key], i) =>
      h('div', { class: 'choice' }, inputs[i] as HTMLInputElement, told('label', key, { for: inputs[i]!.id })),
    ),
  );
  return [set, () => inputs.find((input) => input.checked)?.value ?? chosen];
}

export function output(): Output {
  const record = h('textarea', { rows: 12, readonly: true, name: 'record', spellcheck: 'false', class: 'code' });
  const html = h('textarea', { rows: 5, readonly: true, name: 'html', spellcheck: 'false', class: 'code' });
  const iframe = h('textarea', { rows: 8, readonly: true, name: 'iframe', spellcheck: 'false', class: 'code' });
  const [kindSet, kindOf] = radios(
    'exportAs',
    [
      ['lesson', 'asLesson'],
      ['replay', 'asReplay'],
      ['figure', 'asFigure'],
    ],
    'lesson',
  );
  const [sourceSet, sourceOf] = radios(
    'source',
    [
      ['record', 'inSnippet'],
      ['src', 'fromFile'],
    ],
    'record',
  );
  const address = h('input', {
    type: 'url',
    name: 'src',
    autocomplete: 'off',
    placeholder: 'https://your-site.example/records/lesson.txt',
  });
  const kept = chosenCdn();
  const cdn = select(
    [
      ['jsdelivr', 'jsDelivr'],
      ['unpkg', 'unpkg'],
      ['self', S.cdnSelf],
    ],
    kept.choice,
  );
  cdn.name = 'cdn';
  tell(cdn.options[2] as HTMLOptionElement, 'cdnSelf');
  const selfPath = h('input', { type: 'text', name: 'cdn-path', autocomplete: 'off', placeholder: '/domino-table/' });
  selfPath.value = kept.path;
  const selfField = field('cdnPath', selfPath, 'cdnPathHint');
  const status = h('p', { class: 'hint', role: 'status' });
  const save = told('a', 'download', { class: 'button', download: 'record.txt', href: '#' });
  let text = '';
  let name = '';
  let replayText: () => string = () => text;
  let step = 0;
  let chapter: number | undefined;

  const snippets = (): void => {
    const kind = kindOf() as Kind;
    const base = baseOf(cdn.value as CdnChoice, selfPath.value);
    selfField.hidden = cdn.value !== 'self';
    // A lesson asks its questions; a replay and a figure show the record without them.
    const shown = kind === 'lesson' ? text : replayText();
    const file = address.value.trim() || `https://your-site.example/records/${fileName(name)}`;
    const fromFile = sourceOf() === 'src';
    html.value = htmlSnippet(fromFile ? { src: file } : { record: shown }, kind, step, base, chapter);
    const src = absolute(file, location.href);
    iframe.value = iframeSnippet(fromFile ? { src } : { record: shown }, name, kind, step, base, chapter);
  };
  const button = (label: Key, source: HTMLTextAreaElement): HTMLButtonElement => {
    const b = told('button', label, { type: 'button' });
    b.addEventListener('click', () => {
      source.select();
      void copy(source.value, status);
    });
    return b;
  };
  for (const el of [kindSet, sourceSet]) el.addEventListener('change', snippets);
  address.addEventListener('input', snippets);
  const keepCdn = (): void => {
    try {
      localStorage.setItem(CDN_KEY, JSON.stringify({ choice: cdn.value, path: selfPath.value }));
    } catch {
      // Not kept: the choice holds for this visit.
    }
    snippets();
  };
  cdn.addEventListener('change', keepCdn);
  selfPath.addEventListener('input', keepCdn);
  let url = '';
  save.addEventListener('click', () => {
    if (url) URL.revokeObjectURL(url);
    url = URL.createObjectURL(new Blob([text], { type: 'text/plain' }));
    save.href = url;
  });

  const element = h(
    'div',
    { class: 'output' },
    field('record', record),
    h('div', { class: 'buttons' }, button('copyRecord', record), save),
    kindSet,
    sourceSet,
    field('fileAddress', address, 'fileAddressHint'),
    field('cdn', cdn),
    selfField,
    field('html', html),
    h('div', { class: 'buttons' }, button('copyHtml', html)),
    field('iframe', iframe, 'iframeHint'),
    h('div', { class: 'buttons' }, button('copyIframe', iframe)),
    status,
  );
  return {
    element,
    show(record_, title, asReplay, shownStep, shownChapter) {
      text = record_;
      chapter = shownChapter;
      name = title;
      replayText = asReplay;
      step = shownStep;
      save.download = fileName(title);
      record.value = record_;
      snippets();
    },
  };
}
