// A rollup plugin: minifies the CSS of the table's stylesheets, in memory while bundling (never on disk). Each
// `css\`…\`` tagged literal in src/ (the element's *.styles.ts, and the sheets the rules and review panels bring in
// their chunks) goes through esbuild's CSS minifier: terser leaves template literals as written, comments and all
// (about 0.9 KB min+gzip in the entry, about 140 B in each rules chunk and the coach's). The tag must stand alone:
// `css` where an expression starts (TAGGED below), so a comment's "`css`" is not one. A literal with
// a backslash escape, or a `${…}` interpolation other than a whole sheet put in on a line of its own, is left as it is.
import { transform } from 'esbuild';

/**
 * A `css` tagged literal where an expression starts (after `=`, `(`, `,`, `=>`, `return`…), so neither a comment's
 * "`css`" nor the end of an html literal's text ("…css`") is one. Backticks are written \x60: a raw one in a regular
 * expression trips tsx's module lexer.
 */
const TAGGED = /(?<=(?:[=(,:?[{};]|=>|\breturn)\s*)css\x60([^\x60]*)\x60/g;
/** An interpolation alone on its line. */
const INSERTED = /\n[ \t]*\$\{[^{}\x60]*\}[ \t]*(?=\n)/g;

export const minifyStyles = () => ({
  name: 'minify-styles',
  async transform(code, id) {
    if (!id.includes('/src/') || !id.endsWith('.ts') || !code.includes('css\x60')) return null;
    let out = '';
    let last = 0;
    for (const match of code.matchAll(TAGGED)) {
      const [whole, text] = match;
      // Escapes (the source text is still JavaScript-escaped) are left as written; so is an interpolation, unless it
      // stands on a line of its own between whole rules (another sheet put in, as the panels do with their place).
      const pieces = text.split(INSERTED);
      if (text.includes('\\') || pieces.some((p) => p.includes('${') || p.split('{').length !== p.split('}').length))
        continue;
      const inserted = text.match(INSERTED) ?? [];
      let literal = '';
      for (const [i, piece] of pieces.entries()) {
        // utf8: esbuild would otherwise write a non-ASCII character as a CSS escape (`\2192`), which in a template
        // literal is an invalid escape (the literal's text would be undefined).
        const { code: css } = await transform(piece, { loader: 'css', minify: true, charset: 'utf8' });
        // esbuild keeps a custom property's value as written (the space after its colon and its commas) and the space
        // in a container query's size feature; none of them means anything (a custom property's value is trimmed, and
        // its commas here are lists' and functions'), and each costs a byte.
        const tight = css
          .replace(/(--[\w-]+:)\s*([^;}]*)/g, (_, name, value) => name + value.replace(/,\s+/g, ','))
          .replace(/(\((?:min|max)-(?:width|height):)\s+/g, '$1');
        literal += tight.trim().replaceAll('\x60', '\\\x60').replaceAll('${', '\\${');
        // The sheet put in keeps a space on each side: were it ever a selector, it stays one.
        if (inserted[i]) literal += ` ${inserted[i].trim()} `;
      }
      out += code.slice(last, match.index) + 'css\x60' + literal.trim() + '\x60';
      last = match.index + whole.length;
    }
    return { code: out + code.slice(last), map: null };
  },
});
