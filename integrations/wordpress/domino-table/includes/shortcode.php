<?php
/**
 * The shortcode `[domino_table variant="doubles" players="2" hints]`, with a record or a deal as enclosed content
 * (`[domino_table]…[/domino_table]`): a shortcode's value cannot hold `]`, and a record holds tags in brackets.
 *
 * @package domino-table
 */

defined( 'ABSPATH' ) || exit;

add_action(
	'init',
	function () {
		add_shortcode( 'domino_table', 'domino_table_shortcode' );
	}
);

/**
 * Enclosed content is never texturized (wptexturize() would curl a record's quotes), wherever do_shortcode() runs.
 *
 * @param string[] $tags Shortcodes whose content wptexturize() leaves alone.
 * @return string[]
 */
function domino_table_no_texturize( $tags ) {
	$tags[] = 'domino_table';
	return $tags;
}
add_filter( 'no_texturize_shortcodes', 'domino_table_no_texturize' );

/**
 * In a post's content the shortcode runs before wpautop() (priority 10) would put `<br />` and `<p>` into a record's
 * line breaks, as WordPress's own [embed] does: only this shortcode, at priority 8, then the others as usual.
 *
 * @param string $content The post's content.
 * @return string
 */
function domino_table_run_shortcode_early( $content ) {
	global $shortcode_tags;
	if ( ! is_string( $content ) || false === strpos( $content, '[domino_table' ) ) {
		return $content;
	}
	$content        = domino_table_close_bare_tags( $content );
	$saved          = $shortcode_tags;
	$shortcode_tags = array( 'domino_table' => 'domino_table_shortcode' ); // phpcs:ignore WordPress.WP.GlobalVariablesOverride.Prohibited
	$content        = do_shortcode( $content );
	$shortcode_tags = $saved; // phpcs:ignore WordPress.WP.GlobalVariablesOverride.Prohibited
	return $content;
}
add_filter( 'the_content', 'domino_table_run_shortcode_early', 8 );

/**
 * WordPress reads `[domino_table]` as enclosing everything up to a later `[/domino_table]`, so in a post holding a
 * bare table above one with a record, the first would swallow the text between them. An opening tag followed by
 * another opening tag (not by its closing tag) encloses nothing: it is written self-closing (`/]`) before parsing.
 *
 * @param string $content The post's content.
 * @return string
 */
function domino_table_close_bare_tags( $content ) {
	$pattern = '/\[(\/?)domino_table(?![\w-])((?:[^\[\]\/]|\/(?!\]))*)(\/?)\]/';
	if ( ! preg_match_all( $pattern, $content, $tags, PREG_SET_ORDER | PREG_OFFSET_CAPTURE ) ) {
		return $content;
	}
	$shift = 0;
	foreach ( $tags as $i => $tag ) {
		$opening = '' === $tag[1][0] && '' === $tag[3][0];
		$next    = isset( $tags[ $i + 1 ] ) ? $tags[ $i + 1 ] : null;
		if ( $opening && ( null === $next || '' === $next[1][0] ) ) {
			$end     = $tag[0][1] + strlen( $tag[0][0] ) - 1 + $shift; // the `]`
			$content = substr_replace( $content, ' /', $end, 0 );
			$shift  += 2;
		}
	}
	return $content;
}

/**
 * A shortcode attribute's name as the element spells it: WordPress lowercases names; `show_hands` is read as
 * `show-hands` too.
 *
 * @param string $name As written.
 * @return string
 */
function domino_table_shortcode_name( $name ) {
	return str_replace( '_', '-', strtolower( trim( (string) $name ) ) );
}

/**
 * Text as the author wrote it: the editors store `&`, `<` and quotes as references (KSES writes `&amp;` for an
 * Author), and the visual editor turns line breaks into `<br />` and paragraphs.
 *
 * @param string $text Stored text.
 * @return string
 */
function domino_table_shortcode_text( $text ) {
	$text = preg_replace( '#<br\s*/?>\s*\n?|</?p(?:\s[^>]*)?>#i', "\n", (string) $text );
	return html_entity_decode( $text, ENT_QUOTES | ENT_HTML5, 'UTF-8' );
}

/**
 * The shortcode's handler: attributes through the allow-list, then the shared renderer.
 *
 * @param array|string $atts    Attributes; a bare word (`hints`) has a numeric key.
 * @param string|null  $content Enclosed content: a JSON object is the `deal`, anything else the `record`.
 * @return string
 */
function domino_table_shortcode( $atts, $content = null ) {
	$allowed = domino_table_spec()['attributes'];
	$values  = array();
	foreach ( (array) $atts as $key => $value ) {
		$bare = is_int( $key );
		$name = domino_table_shortcode_name( $bare ? $value : $key );
		if ( ! isset( $allowed[ $name ] ) ) {
			continue;
		}
		if ( 'boolean' === $allowed[ $name ]['type'] ) {
			// Present means on, unless its value is `false` (DESIGN.md, WordPress).
			$values[ $name ] = $bare || 'false' !== strtolower( trim( (string) $value ) );
		} elseif ( ! $bare ) {
			$values[ $name ] = domino_table_shortcode_text( $value );
		}
	}
	$text = trim( domino_table_shortcode_text( (string) $content ) );
	if ( '' !== $text ) {
		$json = json_decode( $text );
		if ( $json instanceof stdClass ) {
			$values['deal'] = $text;
		} else {
			$values['record'] = $text;
		}
	}
	return domino_table_render( $values, array( 'post_id' => get_the_ID() ) );
}
