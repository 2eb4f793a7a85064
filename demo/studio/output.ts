/** What the author takes away: the record, an HTML snippet and an iframe snippet (the record inside, or `src`). */

import { field, h, told, uid } from './dom.js';
import { tell, type Key } from './strings.js';

/** Where the README's snippets load the element from; a self-hosted copy replaces the address. */
export const CDN = 'https://cdn.jsdelivr.net/npm/domino-table/dist/';

const attribute = (text: string): string =>
  text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** The script tag and a <domino-table> replaying the record (or the file at `src`). */
export function htmlSnippet(record: string, src: string | null): string {
  const source = src === null ? `record="${attribute(record.trimEnd())}"` : `src="${attribute(src)}"`;
  return `<script type="module" src="${CDN}domino-table.js"></script>\n<domino-table ${source}></domino-table>\n`;
}

/** An iframe of embed.html with the record in its address (or `src`), sized as the README's. */
export function iframeSnippet(record: string, src: string | null, title: string): string {
  const query = src === null ? `record=${encodeURIComponent(record.trimEnd())}` : `src=${encodeURIComponent(src)}`;
  return [
    '<iframe',
    `  src="${CDN}embed.html?${attribute(query)}"`,
    `  title="${attribute(title || 'Dominoes')}"`,
    '  width="100%"',
    '  height="720"',
    '  style="border: 0"',
    '  loading="lazy"',
    '></iframe>',
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
  show(record: string, title: string): void;
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

export function output(): Output {
  const record = h('textarea', { rows: 12, readonly: true, name: 'record', spellcheck: 'false', class: 'code' });
  const html = h('textarea', { rows: 5, readonly: true, name: 'html', spellcheck: 'false', class: 'code' });
  const iframe = h('textarea', { rows: 8, readonly: true, name: 'iframe', spellcheck: 'false', class: 'code' });
  const group = uid('source');
  const inSnippet = h('input', { type: 'radio', name: group, id: `${group}-in`, value: 'record', checked: true });
  const fromFile = h('input', { type: 'radio', name: group, id: `${group}-src`, value: 'src' });
  const address = h('input', { type: 'text', name: 'src', value: 'lessons/lesson.txt', autocomplete: 'off' });
  const status = h('p', { class: 'hint', role: 'status' });
  const save = told('a', 'download', { class: 'button', download: 'record.txt', href: '#' });
  let text = '';
  let name = '';

  const snippets = (): void => {
    const src = fromFile.checked ? address.value.trim() || 'record.txt' : null;
    html.value = htmlSnippet(text, src);
    iframe.value = iframeSnippet(text, src, name);
  };
  const button = (label: Key, source: HTMLTextAreaElement): HTMLButtonElement => {
    const b = told('button', label, { type: 'button' });
    b.addEventListener('click', () => {
      source.select();
      void copy(source.value, status);
    });
    return b;
  };
  for (const el of [inSnippet, fromFile]) el.addEventListener('change', snippets);
  address.addEventListener('input', snippets);
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
    h(
      'fieldset',
      {},
      told('legend', 'source'),
      h('div', { class: 'choice' }, inSnippet, told('label', 'inSnippet', { for: inSnippet.id })),
      h('div', { class: 'choice' }, fromFile, told('label', 'fromFile', { for: fromFile.id })),
      field('fileAddress', address),
    ),
    field('html', html),
    h('div', { class: 'buttons' }, button('copyHtml', html)),
    field('iframe', iframe),
    h('div', { class: 'buttons' }, button('copyIframe', iframe)),
    status,
  );
  return {
    element,
    show(record_: string, title: string) {
      text = record_;
      name = title;
      save.download = fileName(title);
      record.value = record_;
      snippets();
    },
  };
}
