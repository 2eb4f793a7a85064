<?php
/**
 * The block `domino-table/table` on the page: its attributes (camelCase in the post's block comment) through the
 * shared renderer, with the block's wrapper attributes (class, alignment, anchor).
 *
 * @package domino-table
 * @var array    $attributes The block's attributes.
 * @var WP_Block $block      The block.
 */

defined( 'ABSPATH' ) || exit;

$domino_table_values = array();
foreach ( domino_table_spec()['attributes'] as $domino_table_name => $domino_table_info ) {
	if ( isset( $attributes[ $domino_table_info['key'] ] ) ) {
		$domino_table_value = $attributes[ $domino_table_info['key'] ];
		// KSES filters the block attributes of a user without unfiltered_html as HTML text when the post is saved
		// (`&` becomes `&amp;`): read them back as text, as the shortcode's values are.
		$domino_table_values[ $domino_table_name ] = is_string( $domino_table_value )
			? html_entity_decode( $domino_table_value, ENT_QUOTES | ENT_HTML5, 'UTF-8' )
			: $domino_table_value;
	}
}

echo domino_table_render( // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- every value is escaped by the renderer.
	$domino_table_values,
	array(
		'post_id' => isset( $block->context['postId'] ) ? $block->context['postId'] : get_the_ID(),
		'wrapper' => get_block_wrapper_attributes(),
	)
);
