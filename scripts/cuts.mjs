// What scripts/xstate-as-used.mjs and scripts/lit-as-used.mjs share: finding each cut by the code's shape in a
// dependency's module, applying it in memory (never on disk), and counting what each cut found.

/** Every node of an ESTree, parents before children. */
/** A key's name, as an identifier or a string literal (`{ _x: … }`, `{ '_x': … }`). */
export const keyName = (key) => key?.name ?? key?.value;

export function* walk(node) {
  if (!node || typeof node.type !== 'string') return;
  yield node;
  for (const value of Object.values(node)) {
    if (Array.isArray(value)) for (const child of value) yield* walk(child);
    else if (value && typeof value === 'object' && value !== node) yield* walk(value);
  }
}

/**
 * The module's code with each node a cut matches replaced by `cut.replace(node, i, code)` (default: nothing), `i`
 * counting that cut's finds in `found`. A node inside one already cut goes with it; a list item (a property) takes
 * its comma with it.
 */
export function applyCuts(code, ast, cuts, found) {
  const edits = [];
  for (const node of walk(ast)) {
    if (edits.some((e) => e.start <= node.start && node.end <= e.end)) continue;
    const cut = cuts.find((c) => c.match(node));
    if (!cut) continue;
    const i = found.get(cut);
    found.set(cut, i + 1);
    let end = node.end;
    if (node.type === 'Property') end = code.slice(end).match(/^\s*,?/)[0].length + end;
    edits.push({ start: node.start, end, text: cut.replace ? cut.replace(node, i, code) : '' });
  }
  let out = code;
  for (const e of edits.sort((a, b) => b.start - a.start)) out = out.slice(0, e.start) + e.text + out.slice(e.end);
  return out;
}

/** The cuts that found other than their expected count, each as a line for the build's error. */
export const miscounted = (cuts, found) =>
  cuts
    .filter((cut) => found.get(cut) !== cut.count)
    .map((cut) => `${cut.what}: expected ${cut.count}, found ${found.get(cut)}`);
