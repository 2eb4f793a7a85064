<?php
/**
 * The one renderer behind the block and the shortcode: attribute values in, `<domino-table>` markup out.
 *
 * @package domino-table
 */

defined( 'ABSPATH' ) || exit;

/**
 * The generated allow-list and games (includes/generated.php, from custom-elements.json and the engine).
 *
 * @return array{attributes: array<string, array>, games: array<int, array>}
 */
function domino_table_spec() {
	static $spec = null;
	if ( null === $spec ) {
		$spec = require __DIR__ . '/generated.php';
	}
	return $spec;
}

/**
 * An attribute value for HTML: every character that could end the value or start markup is a reference, and so are
 * `[` and `]` (a later do_shortcode() pass must find no shortcode in a record) and line breaks (wpautop() must find
 * none inside a tag). htmlspecialchars() with double encoding, not esc_attr(): esc_attr() keeps `&amp;` as it is,
 * and a record's comment that says `&amp;` would then read `&`.
 *
 * @param string $value The value as the element should read it.
 * @return string
 */
function domino_table_attribute_value( $value ) {
	$html = htmlspecialchars( $value, ENT_QUOTES | ENT_SUBSTITUTE | ENT_HTML5, 'UTF-8', true );
	return strtr(
		$html,
		array(
			'['  => '&#91;',
			']'  => '&#93;',
			"\n" => '&#10;',
			"\r" => '&#13;',
			"\t" => '&#9;',
		)
	);
}

/**
 * The markup of one table.
 *
 * @param array $values  Attribute name (kebab-case, as the element reads it) => value: true/false for a boolean, a
 *                       string or number otherwise. Names not in the allow-list are dropped; so are empty values.
 * @param array $context `post_id` (the post holding the table), `wrapper` (extra attributes as HTML, from
 *                       get_block_wrapper_attributes()), `title` (the game's name for the fallback sentence).
 * @return string
 */
function domino_table_render( array $values, array $context = array() ) {
	$spec    = domino_table_spec();
	$post_id = isset( $context['post_id'] ) ? (int) $context['post_id'] : (int) get_the_ID();
	$html    = '';
	foreach ( $spec['attributes'] as $name => $info ) {
		if ( ! array_key_exists( $name, $values ) ) {
			continue;
		}
		$value = $values[ $name ];
		if ( 'boolean' === $info['type'] ) {
			if ( true === $value ) {
				$html .= ' ' . $name;
			}
			continue;
		}
		if ( ! is_string( $value ) && ! is_int( $value ) && ! is_float( $value ) ) {
			continue;
		}
		$value = (string) $value;
		if ( '' === trim( $value ) ) {
			continue;
		}
		$html .= ' ' . $name . '="' . domino_table_attribute_value( $value ) . '"';
	}

	// A visitor who cannot edit the post never sees a sentence about a broken record: loader.php's listener puts the
	// fallback content in the table's place. Editors keep the table's own sentence, which names the token and why.
	$replays = isset( $values['record'] ) || isset( $values['src'] );
	if ( $replays && ! ( $post_id && current_user_can( 'edit_post', $post_id ) ) ) {
		$html .= ' data-domino-fallback';
		domino_table_need_fallback_listener();
	}

	domino_table_enqueue();

	$wrapper = isset( $context['wrapper'] ) ? ' ' . trim( $context['wrapper'] ) : ' class="domino-table"';
	return '<domino-table' . $wrapper . $html . '>' . domino_table_fallback( $values, $post_id ) . '</domino-table>';
}

/**
 * What shows where the table cannot run (no JavaScript, a feed, a reader view), and what a visitor who cannot edit
 * the post sees in place of a table whose record fails: one sentence and a link to the post. Inline content only:
 * wpautop() may put the table in a paragraph, and a `<p>` inside would close that paragraph early.
 *
 * @param array $values  The table's attributes.
 * @param int   $post_id The post holding the table.
 * @return string
 */
function domino_table_fallback( array $values, $post_id ) {
	$games = domino_table_spec()['games'];
	$game  = isset( $values['variant'] ) ? (string) $values['variant'] : $games[0]['variant'];
	$name  = __( 'Dominoes', 'domino-table' );
	foreach ( $games as $known ) {
		if ( $known['variant'] === $game ) {
			$name = $known['title'];
		}
	}
	$sentence = isset( $values['record'] ) || isset( $values['src'] )
		/* translators: %s: the game's name, e.g. "Maltese Cross". */
		? __( '%s: a game record, replayed move by move in a domino table that needs JavaScript.', 'domino-table' )
		/* translators: %s: the game's name, e.g. "Maltese Cross". */
		: __( '%s: a domino table to play in the browser, with JavaScript.', 'domino-table' );
	$html     = esc_html( sprintf( $sentence, $name ) );
	$link     = $post_id ? get_permalink( $post_id ) : '';
	if ( $link ) {
		$html .= ' <a href="' . esc_url( $link ) . '">' . esc_html__( 'Open the game on its page', 'domino-table' ) . '</a>';
	}
	return '<span class="domino-table__fallback">' . $html . '</span>';
}
