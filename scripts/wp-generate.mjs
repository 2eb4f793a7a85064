#!/usr/bin/env node
// Writes the WordPress plugin's generated files from custom-elements.json and the engine (issue 34), so the block's
// attributes and the PHP allow-list are never written by hand a second time:
//   integrations/wordpress/domino-table/block/block.json   the block `domino-table/table`, one attribute per element attribute;
//   integrations/wordpress/domino-table/includes/generated.php   the allow-list (attribute → type, values) and each
//   game's name and choices (the sidebar's options and the inserter's variations).
// `--check` writes nothing and fails when a committed file differs from what it would write (CI, like check:cem).
// Run with tsx (`npm run generate:wp`): the games' choices come from the engine's TypeScript.
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { join } from 'node:path';
import { readElement } from './jsx-types.mjs';
import { VARIANTS, choicesOf, PRESETS } from '../src/headless.ts';
import { en } from '../src/i18n/en.ts';

const root = fileURLToPath(new URL('..', import.meta.url));
const plugin = join(root, 'integrations/wordpress/domino-table');

/** "target-score" → "targetScore"; `lang` has no field in the manifest. */
const camel = (name) => name.replace(/-([a-z])/g, (_m, c) => c.toUpperCase());

/**
 * An attribute's kind and values from the manifest's type text: `boolean`, `number` (an integer, given as text), or
 * `string` with the literal values when the type lists only string literals. A type mixing a number and a word
 * (`step`: `number | 'end'`) is a string: the element reads it.
 */
function kindOf(type) {
  const parts = (type ?? 'string')
    .split('|')
    .map((p) => p.trim())
    .filter((p) => p && p !== 'undefined' && p !== 'null');
  if (parts.length === 1 && parts[0] === 'boolean') return { type: 'boolean' };
  if (parts.length === 1 && parts[0] === 'number') return { type: 'number' };
  const literals = parts.filter((p) => /^'[^']*'$/.test(p)).map((p) => p.slice(1, -1));
  return literals.length === parts.length && literals.length > 0
    ? { type: 'string', enum: literals }
    : { type: 'string' };
}

const manifest = JSON.parse(readFileSync(join(root, 'custom-elements.json'), 'utf8'));
const { attributes } = readElement(manifest);
const described = new Map();
for (const module of manifest.modules ?? [])
  for (const d of module.declarations ?? [])
    if (d.tagName === 'domino-table') for (const a of d.attributes ?? []) described.set(a.name, a.description ?? '');

const allow = attributes.map((a) => ({
  name: a.name,
  key: a.field ?? camel(a.name),
  ...kindOf(a.type),
  description: (described.get(a.name) ?? '').split('\n')[0],
}));

const games = VARIANTS.map((variant) => {
  const choices = choicesOf(variant);
  return {
    variant,
    title: en[`game.${variant}`] ?? variant,
    players: [...choices.players],
    defaultPlayers: PRESETS[variant].players.default,
    spinners: [...choices.spinners],
    lead: [...choices.lead],
    set: [...choices.set],
    // A game's target may depend on the player count (All Fives: 250 for two, 200 for more): the PHP side gets the
    // number for the default count, never the function's source.
    targetScore:
      typeof PRESETS[variant].targetScore === 'function'
        ? PRESETS[variant].targetScore(PRESETS[variant].players.default)
        : PRESETS[variant].targetScore,
  };
});

const HEADER =
  'Generated from custom-elements.json and the engine by scripts/wp-generate.mjs (npm run generate:wp): do not edit.';

// Block attributes carry no defaults: an attribute the author never set is not written, so the element's default
// (and a later release's) applies. Numbers are stored as numbers, the rest as strings or booleans.
const blockJson = {
  $schema: 'https://schemas.wp.org/trunk/block.json',
  __comment: HEADER,
  // 3: WordPress 6.3+ keeps the post editor in an iframe only when every block is of version 3; 6.1 reads it as 2.
  apiVersion: 3,
  name: 'domino-table/table',
  title: 'Domino table',
  category: 'embed',
  description: 'A domino game to play, watch or replay: Maltese Cross, Doubles and more.',
  keywords: ['domino', 'dominoes', 'game', 'record'],
  textdomain: 'domino-table',
  attributes: Object.fromEntries(
    allow.map((a) => [a.key, a.enum ? { type: 'string', enum: a.enum } : { type: a.type }]),
  ),
  usesContext: ['postId'],
  supports: { html: false, align: ['wide', 'full'], anchor: true },
  editorScript: 'domino-table-editor',
  editorStyle: 'domino-table-editor',
  render: 'file:./render.php',
};

/** A PHP literal of a JSON-safe value (strings single-quoted). */
function php(value, indent = '') {
  const inner = `${indent}\t`;
  if (Array.isArray(value)) {
    if (value.length === 0) return 'array()';
    return `array(\n${value.map((v) => `${inner}${php(v, inner)},`).join('\n')}\n${indent})`;
  }
  if (value && typeof value === 'object') {
    const entries = Object.entries(value).filter(([, v]) => v !== undefined);
    return `array(\n${entries.map(([k, v]) => `${inner}${php(k)} => ${php(v, inner)},`).join('\n')}\n${indent})`;
  }
  if (typeof value === 'string') return `'${value.replace(/[\\']/g, '\\$&')}'`;
  if (typeof value === 'boolean') return value ? 'true' : 'false';
  return String(value);
}

const generatedPhp = `<?php
/**
 * ${HEADER}
 *
 * The attributes of <domino-table> a block or shortcode may write (the allow-list: name => key in the block's
 * attributes, type, the values a keyword takes), and each game's name and the choices the engine allows.
 *
 * @package domino-table
 */

defined( 'ABSPATH' ) || exit;

return ${php({ attributes: Object.fromEntries(allow.map(({ name, ...rest }) => [name, rest])), games })};
`;

const files = [
  [join(plugin, 'block/block.json'), `${JSON.stringify(blockJson, null, '\t')}\n`],
  [join(plugin, 'includes/generated.php'), generatedPhp],
];

if (process.argv.includes('--check')) {
  const stale = files.filter(([path, text]) => {
    try {
      return readFileSync(path, 'utf8') !== text;
    } catch {
      return true;
    }
  });
  for (const [path] of stale)
    console.error(`check:wp: ${path.slice(root.length)} is out of date: run \`npm run generate:wp\` and commit it.`);
  if (stale.length > 0) process.exit(1);
  console.log("check:wp: the WordPress plugin's generated files are up to date.");
} else {
  for (const [path, text] of files) writeFileSync(path, text);
  console.log(`generate:wp: wrote ${files.map(([p]) => p.slice(root.length)).join(', ')}`);
}
