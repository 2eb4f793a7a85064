// The playground: one control per attribute of API.md §2, set on or removed from the element as the
// control changes; the domino-* events listed as they happen; the HTML snippet of the current attributes.
// Everything shown comes from the user or the element, so it is written with textContent, never as HTML.

const table = document.getElementById('table');
const controls = [...document.querySelectorAll('#controls [data-attr]')];
const snippet = document.getElementById('snippet');
const iframeSnippet = document.getElementById('iframe-snippet');
const events = document.getElementById('events');

/** API.md §2 in its order: the snippet lists attributes in this order. */
const ATTRIBUTES = controls.map((control) => control.dataset.attr);
const BOOLEAN = new Set(controls.filter((c) => c.type === 'checkbox').map((c) => c.dataset.attr));
const EVENTS = ['domino-lead', 'domino-move', 'domino-turn', 'domino-round-end', 'domino-match-end', 'domino-error'];
const CAP = 100;
const CDN = 'https://cdn.jsdelivr.net/npm/domino-table/dist';
document.getElementById('cap').textContent = String(CAP);

/** Puts an attribute's value (or its absence) into its control. */
function showInControl(control, value) {
  if (control.type === 'checkbox') {
    control.checked = value !== null;
    return;
  }
  const text = value ?? '';
  if (control instanceof HTMLSelectElement && ![...control.options].some((o) => o.value === text)) {
    // A value from the address that the list lacks (players=7): shown as it is, so the element's
    // domino-error about it makes sense.
    control.add(new Option(text, text));
  }
  control.value = text;
}

/** Sets or removes the attribute from its control: an empty field means "use the default". */
function applyControl(control) {
  const name = control.dataset.attr;
  if (control.type === 'checkbox') table.toggleAttribute(name, control.checked);
  else if (control.value === '') table.removeAttribute(name);
  else table.setAttribute(name, control.value);
  renderSnippet();
}

/** An attribute value for HTML source: quoted so that it reads back as the same value. */
function quoted(value) {
  const text = value.replaceAll('&', '&amp;');
  // JSON (a deal) reads best in single quotes; anything else in double quotes.
  if (text.includes('"') && !text.includes("'")) return `'${text.replaceAll('<', '&lt;')}'`;
  return `"${text.replaceAll('"', '&quot;').replaceAll('<', '&lt;')}"`;
}

function renderSnippet() {
  const parts = ATTRIBUTES.filter((name) => table.hasAttribute(name)).map((name) =>
    BOOLEAN.has(name) ? name : `${name}=${quoted(table.getAttribute(name))}`,
  );
  const tag = parts.length ? `<domino-table ${parts.join(' ')}></domino-table>` : '<domino-table></domino-table>';
  snippet.textContent = `<script type="module" src="${CDN}/domino-table.js"></script>\n${tag}`;
  // The same attributes as the address of dist/embed.html: a boolean is its bare name, as the embed reads it.
  const query = ATTRIBUTES.filter((name) => table.hasAttribute(name))
    .map((name) => (BOOLEAN.has(name) ? name : `${name}=${encodeURIComponent(table.getAttribute(name))}`))
    .join('&');
  const src = `${CDN}/embed.html${query ? `?${query}` : ''}`;
  iframeSnippet.textContent = `<iframe src=${quoted(src)} title="Dominoes" width="100%" height="720" style="border:0" loading="lazy"></iframe>`;
}

function logEntry(type, value, isError = false) {
  const item = document.createElement('li');
  const name = document.createElement('span');
  name.className = isError ? 'type error' : 'type';
  name.textContent = type;
  let text;
  try {
    text = value === undefined ? 'undefined' : JSON.stringify(value);
  } catch (error) {
    text = `(not JSON: ${error})`;
  }
  item.append(name, text);
  events.prepend(item);
  while (events.children.length > CAP) events.lastElementChild.remove();
}

// The address may preset attributes: playground.html?variant=doubles&players=2&show-hands
const query = new URLSearchParams(location.search);
for (const name of ATTRIBUTES) {
  if (!query.has(name)) continue;
  const value = query.get(name);
  if (BOOLEAN.has(name)) table.toggleAttribute(name, value !== 'false');
  else table.setAttribute(name, value);
}

for (const control of controls) {
  showInControl(control, table.getAttribute(control.dataset.attr));
  // Text fields apply when left (or on Enter), so typing a seed does not start a match per keystroke.
  const live = control instanceof HTMLSelectElement || control.type === 'checkbox';
  control.addEventListener(live ? 'input' : 'change', () => applyControl(control));
}

document.getElementById('controls').addEventListener('submit', (event) => event.preventDefault());

document.getElementById('reset').addEventListener('click', () => {
  for (const control of controls) {
    table.removeAttribute(control.dataset.attr);
    showInControl(control, null);
  }
  renderSnippet();
});

// The element may set attributes itself (it reflects `theme`), and a script may too: the controls and the
// snippet follow the element, whoever changed it.
new MutationObserver(() => {
  for (const control of controls) {
    // Not the field being edited: its text is applied when it is left.
    if (control !== document.activeElement) showInControl(control, table.getAttribute(control.dataset.attr));
  }
  renderSnippet();
}).observe(table, { attributes: true, attributeFilter: ATTRIBUTES });

for (const type of EVENTS) {
  table.addEventListener(type, (event) => logEntry(type, event.detail, type === 'domino-error'));
}

document.getElementById('clear').addEventListener('click', () => events.replaceChildren());

document.getElementById('methods').addEventListener('click', (event) => {
  const button = event.target.closest('button[data-call]');
  if (!button) return;
  const method = button.dataset.call;
  if (typeof table[method] !== 'function') {
    logEntry(`call ${method}()`, 'the element is not defined yet', true);
    return;
  }
  const result = table[method]();
  logEntry(`call ${method}()`, result, result?.ok === false);
});

// Each Copy button copies the snippet named by its data-copy and reports in the status beside it.
for (const button of document.querySelectorAll('button[data-copy]')) {
  const source = document.getElementById(button.dataset.copy);
  const status = button.nextElementSibling;
  button.addEventListener('click', async () => {
    try {
      await navigator.clipboard.writeText(source.textContent);
      status.textContent = 'Copied.';
    } catch {
      // No clipboard permission (an insecure origin, an old browser): select the text for Ctrl+C instead.
      const range = document.createRange();
      range.selectNodeContents(source);
      getSelection().removeAllRanges();
      getSelection().addRange(range);
      status.textContent = 'Selected: press Ctrl+C (⌘C) to copy.';
    }
  });
}

renderSnippet();
