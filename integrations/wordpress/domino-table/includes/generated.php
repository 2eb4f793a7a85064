<?php
/**
 * Generated from custom-elements.json and the engine by scripts/wp-generate.mjs (npm run generate:wp): do not edit.
 *
 * The attributes of <domino-table> a block or shortcode may write (the allow-list: name => key in the block's
 * attributes, type, the values a keyword takes), and each game's name and the choices the engine allows.
 *
 * @package domino-table
 */

defined( 'ABSPATH' ) || exit;

return array(
	'attributes' => array(
		'lang' => array(
			'key' => 'lang',
			'type' => 'string',
			'description' => '',
		),
		'record' => array(
			'key' => 'record',
			'type' => 'string',
			'description' => 'A game record (README "Game records"): the table replays it instead of dealing, with a step bar, the comment of each move, and lessons at its `?` moves. No match exists while it is set (or while `src` is). Setting the `record` property to a string does the same (as React 19 and Vue do); `null` or `\'\'` leaves replay mode; reading it gives the method `record()`.',
		),
		'variant' => array(
			'key' => 'variant',
			'type' => 'string',
			'enum' => array(
				'maltese-cross',
				'doubles',
				'doubles-classic',
				'doubles-in-the-boneyard',
				'block',
				'draw',
				'all-fives',
				'fives-and-threes',
			),
			'description' => 'The game: `maltese-cross`, `doubles`, `doubles-classic`, `doubles-in-the-boneyard`, `block`, `draw`, `all-fives` or `fives-and-threes`.',
		),
		'players' => array(
			'key' => 'players',
			'type' => 'number',
			'description' => 'Number of players (maltese-cross 4; doubles, doubles-classic, block, draw, all-fives, fives-and-threes 2–4; doubles-in-the-boneyard 3). Default: the variant\'s.',
		),
		'humans' => array(
			'key' => 'humans',
			'type' => 'number',
			'description' => 'Seats 0…humans-1 are people, the rest the computer; 0 = watch mode; more than 1 = one screen passed round.',
		),
		'seed' => array(
			'key' => 'seed',
			'type' => 'string',
			'description' => 'Any string: the same seed, options and moves give the same deals. Default: random.',
		),
		'target-score' => array(
			'key' => 'targetScore',
			'type' => 'number',
			'description' => 'Points that win the match (positive integer). Default: the variant\'s (200 or 100).',
		),
		'hand-size' => array(
			'key' => 'handSize',
			'type' => 'number',
			'description' => 'Tiles per hand (positive integer that fits the set). Default: per variant and player count.',
		),
		'spinners' => array(
			'key' => 'spinners',
			'type' => 'string',
			'enum' => array(
				'all',
				'first',
				'none',
				'first-double',
			),
			'description' => '`all`, `first`, `none` or `first-double` (`doubles-classic`, `draw`, `all-fives`).',
		),
		'lead' => array(
			'key' => 'lead',
			'type' => 'string',
			'enum' => array(
				'highest-double',
				'double-six',
			),
			'description' => '`highest-double` or `double-six` (`doubles-classic` only).',
		),
		'set' => array(
			'key' => 'set',
			'type' => 'string',
			'enum' => array(
				'double-six',
				'double-nine',
			),
			'description' => '`double-six` or `double-nine` (`doubles-classic` only).',
		),
		'ai' => array(
			'key' => 'ai',
			'type' => 'string',
			'enum' => array(
				'easy',
				'normal',
				'hard',
			),
			'description' => 'The computer\'s strength: `easy`, `normal` or `hard`.',
		),
		'ai-delay' => array(
			'key' => 'aiDelay',
			'type' => 'number',
			'description' => 'Milliseconds before each computer move (integer ≥ 0).',
		),
		'show-hands' => array(
			'key' => 'showHands',
			'type' => 'boolean',
			'description' => 'Every hand face up (teaching).',
		),
		'hints' => array(
			'key' => 'hints',
			'type' => 'boolean',
			'description' => 'Playable tiles marked, a Hint button; an illegal choice is explained in words.',
		),
		'theme' => array(
			'key' => 'theme',
			'type' => 'string',
			'enum' => array(
				'light',
				'dark',
				'auto',
			),
			'description' => '`light`, `dark` or `auto` (follows `prefers-color-scheme`). Mirrored to the attribute so',
		),
		'src' => array(
			'key' => 'src',
			'type' => 'string',
			'description' => 'The address of a game record (plain text, at most 256 KB), fetched (CORS rules apply) and replayed as `record` is; `record` wins when both are set.',
		),
		'board-only' => array(
			'key' => 'boardOnly',
			'type' => 'boolean',
			'description' => 'Replay mode: a figure in a text, only the board (and, with `view`, that seat\'s hand): no seat chips, status, step bar or menu, as small as its content.',
		),
		'step' => array(
			'key' => 'step',
			'type' => 'string',
			'description' => 'Replay mode: the step shown, 0 (the deal) to the last, or `end`; reflected to the attribute as the reader moves.',
		),
		'view' => array(
			'key' => 'view',
			'type' => 'number',
			'description' => 'Replay mode: the seat whose view is shown (the other hands face down, their counts shown). Default: every hand face up.',
		),
		'controls' => array(
			'key' => 'controls',
			'type' => 'string',
			'enum' => array(
				'steps',
				'none',
			),
			'description' => 'Replay mode: `steps` (the step bar and the move list) or `none` (a static diagram of the position at `step`).',
		),
		'chapter' => array(
			'key' => 'chapter',
			'type' => 'string',
			'description' => 'Replay mode: the chapter shown of a record with `[chapter …]`s, by its 1-based number or its exact title (default',
		),
		'loading' => array(
			'key' => 'loading',
			'type' => 'string',
			'enum' => array(
				'eager',
				'lazy',
			),
			'description' => '`eager` (the default) or `lazy`: a lazy table, a replay or figure too, reserves its box, and deals (or reads its',
		),
		'sound' => array(
			'key' => 'sound',
			'type' => 'boolean',
			'description' => 'Short sounds for a tile laid, a draw, a pass and a round\'s end (off by default; loaded when first used).',
		),
		'player-names' => array(
			'key' => 'playerNames',
			'type' => 'string',
			'description' => 'Comma-separated seat names, rendered as text only. Default: localised "You", "West"…',
		),
		'persist' => array(
			'key' => 'persist',
			'type' => 'string',
			'description' => 'A localStorage key: the match is saved after every move and restored on load.',
		),
		'deal' => array(
			'key' => 'deal',
			'type' => 'string',
			'description' => 'JSON of a fixed first deal: `{"hands": [[…],…], "boneyard": […], "leader": 0}`.',
		),
	),
	'games' => array(
		array(
			'variant' => 'maltese-cross',
			'title' => 'Maltese Cross',
			'players' => array(
				4,
			),
			'defaultPlayers' => 4,
			'spinners' => array(
				'first',
			),
			'lead' => array(
				'double-six',
			),
			'set' => array(
				'double-six',
			),
			'targetScore' => 200,
		),
		array(
			'variant' => 'doubles',
			'title' => 'Doubles',
			'players' => array(
				2,
				3,
				4,
			),
			'defaultPlayers' => 4,
			'spinners' => array(
				'all',
			),
			'lead' => array(
				'highest-double',
			),
			'set' => array(
				'double-six',
			),
			'targetScore' => 100,
		),
		array(
			'variant' => 'doubles-classic',
			'title' => 'Kelley\'s Doubles',
			'players' => array(
				2,
				3,
				4,
			),
			'defaultPlayers' => 4,
			'spinners' => array(
				'all',
				'first',
				'none',
			),
			'lead' => array(
				'highest-double',
				'double-six',
			),
			'set' => array(
				'double-six',
				'double-nine',
			),
			'targetScore' => 100,
		),
		array(
			'variant' => 'doubles-in-the-boneyard',
			'title' => 'Doubles in the Boneyard',
			'players' => array(
				3,
			),
			'defaultPlayers' => 3,
			'spinners' => array(
				'none',
			),
			'lead' => array(
				'drawn-doubles',
			),
			'set' => array(
				'double-six',
			),
			'targetScore' => 200,
		),
		array(
			'variant' => 'block',
			'title' => 'Block',
			'players' => array(
				2,
				3,
				4,
			),
			'defaultPlayers' => 2,
			'spinners' => array(
				'none',
			),
			'lead' => array(
				'highest-double',
			),
			'set' => array(
				'double-six',
			),
			'targetScore' => 100,
		),
		array(
			'variant' => 'draw',
			'title' => 'Draw',
			'players' => array(
				2,
				3,
				4,
			),
			'defaultPlayers' => 2,
			'spinners' => array(
				'none',
				'first',
				'all',
			),
			'lead' => array(
				'highest-double',
			),
			'set' => array(
				'double-six',
			),
			'targetScore' => 100,
		),
		array(
			'variant' => 'all-fives',
			'title' => 'All Fives',
			'players' => array(
				2,
				3,
				4,
			),
			'defaultPlayers' => 2,
			'spinners' => array(
				'first-double',
				'none',
			),
			'lead' => array(
				'drawn-doubles',
			),
			'set' => array(
				'double-six',
			),
			'targetScore' => 250,
		),
		array(
			'variant' => 'fives-and-threes',
			'title' => 'Fives and Threes',
			'players' => array(
				2,
				3,
				4,
			),
			'defaultPlayers' => 2,
			'spinners' => array(
				'none',
			),
			'lead' => array(
				'drawn-doubles',
			),
			'set' => array(
				'double-six',
			),
			'targetScore' => 61,
		),
	),
);
