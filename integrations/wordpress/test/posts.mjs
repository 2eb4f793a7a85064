// The posts the WordPress check creates (content.php) and what each table on them must report.

/**
 * A record with everything a shortcode's content must carry through WordPress untouched: double and single quotes,
 * `&`, `--`, line breaks, tags and a comment holding `[` and `]`. It replays 6 moves of Doubles for two.
 */
export const RECORD = `[title "Ann & Ben's \\"quoted\\" game"]
[variant doubles]
[players 2]
[hand-size 8]
[hands 6-6 2-2 6-4 5-3 2-1 0-0 5-2 6-1 / 5-5 5-0 6-3 4-2 4-0 3-3 4-3 5-1]
{Opening: "quotes", 'single' -- and [brackets] too}
6-6 6-3@6N {East's "answer" [sic]}
6-4@6E 3-3
5-3@3NN 5-5`;
export const RECORD_MOVES = 6;

/** A fixed first deal of Doubles for two (the record's): as shortcode content, a JSON object is the `deal`. */
export const DEAL = [
  ['6-6', '2-2', '6-4', '5-3', '2-1', '0-0', '5-2', '6-1'],
  ['5-5', '5-0', '6-3', '4-2', '4-0', '3-3', '4-3', '5-1'],
];

/** Seat names that would run a script if any value reached the page unescaped. */
export const HOSTILE = `"><script>window.pwned=1</script><img src=x onerror=window.pwned=2>`;

const block = (attrs) => ({ name: 'domino-table/table', attrs });

/**
 * Each post: who writes it, its content, and the tables expected on it, in page order: `rules` (a subset of
 * `state.rules`), `flags` (boolean properties), `names` (seat 0's name), `record` (the record attribute exactly).
 */
export const POSTS = [
  {
    key: 'blocks',
    user: 'admin',
    title: 'Two blocks',
    blocks: [
      block({ variant: 'doubles', players: 3, hints: true, aiDelay: 0, seed: 'wp-a', playerNames: `${HOSTILE},Bo,Cy` }),
      block({ variant: 'maltese-cross', ai: 'easy', showHands: true, aiDelay: 0, seed: 'wp-b' }),
    ],
    tables: [
      {
        rules: { variant: 'doubles', players: 3 },
        flags: { hints: true, showHands: false },
        names: HOSTILE,
        play: true,
      },
      { rules: { variant: 'maltese-cross', players: 4 }, flags: { showHands: true, hints: false }, play: true },
    ],
  },
  {
    key: 'shortcodes',
    user: 'author',
    title: 'Shortcodes by an Author',
    content: [
      'Before the tables.',
      '',
      '[domino_table variant="doubles-classic" players="3" set="double-nine" spinners="first" lead="double-six" hints ai-delay="0" seed="wp-c"]',
      '',
      'Between: "quotes" -- and a line',
      'break.',
      '',
      '[domino_table variant="doubles" players="4" show_hands="false" hints="false" ai-delay="0" target-score="50"]',
      '',
      `[domino_table step="end"]\n${RECORD}\n[/domino_table]`,
    ].join('\n'),
    tables: [
      {
        rules: { variant: 'doubles-classic', players: 3, set: 'double-nine', spinners: 'first', lead: 'double-six' },
        flags: { hints: true },
        play: true,
      },
      {
        rules: { variant: 'doubles', players: 4, targetScore: 50 },
        flags: { hints: false, showHands: false },
        play: true,
      },
      { record: RECORD, moves: RECORD_MOVES },
    ],
  },
  {
    key: 'deal',
    user: 'admin',
    title: 'A deal in shortcode content',
    content: `[domino_table variant="doubles" players="2" ai-delay="0"]\n${JSON.stringify({ hands: DEAL })}\n[/domino_table]`,
    tables: [{ rules: { variant: 'doubles', players: 2 }, hand: DEAL[0], play: true }],
  },
  {
    key: 'hostile',
    user: 'admin',
    title: 'A hostile shortcode',
    content: `[domino_table player-names='${HOSTILE},Bo' players="2" variant="doubles" ai-delay="0"]`,
    tables: [{ rules: { variant: 'doubles', players: 2 }, names: HOSTILE, play: true }],
  },
  {
    key: 'author-block',
    user: 'author',
    title: 'A block by an Author',
    blocks: [block({ variant: 'doubles-in-the-boneyard', aiDelay: 0, hints: true, playerNames: 'Ann,Ben,Cy' })],
    tables: [
      { rules: { variant: 'doubles-in-the-boneyard', players: 3 }, flags: { hints: true }, names: 'Ann', play: true },
    ],
  },
  {
    key: 'bad-record',
    user: 'admin',
    title: 'A record that fails',
    content: '[domino_table]\n[variant doubles]\n[players 2]\n9-9\n[/domino_table]',
    tables: [],
  },
  {
    key: 'plain',
    user: 'admin',
    title: 'No table',
    content: 'A post without a table.',
    tables: [],
  },
];

/**
 * The README's WordPress example, posted as an Author exactly as the README shows it: the documentation's shortcodes
 * must work as written.
 */
export function readmePost(readme) {
  const section = readme.slice(readme.indexOf('### WordPress'), readme.indexOf('### Frameworks'));
  const content = /```text\n([\s\S]*?)```/.exec(section)?.[1];
  if (!content) throw new Error('README: the WordPress section has no example');
  const record = /\[domino_table step="end"\]\n([\s\S]*?)\n\[\/domino_table\]/.exec(content)?.[1];
  return {
    key: 'readme',
    user: 'author',
    title: "The README's example",
    content,
    tables: [
      { rules: { variant: 'doubles', players: 2 }, flags: { hints: true }, play: true },
      { rules: { variant: 'maltese-cross', players: 4 }, flags: { showHands: false } },
      {
        record,
        moves: record
          .replace(/\[[^\]]*\]|\{[^}]*\}/g, ' ')
          .trim()
          .split(/\s+/).length,
      },
    ],
  };
}
