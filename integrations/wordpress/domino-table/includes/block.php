<?php
/**
 * The block `domino-table/table` (block/block.json, generated) and its editor script (block/editor.js, plain
 * JavaScript on the editor's `wp.*` globals: the plugin needs no build step of its own).
 *
 * @package domino-table
 */

defined( 'ABSPATH' ) || exit;

/** Registers the editor's script and style, then the block that names them. */
function domino_table_register_block() {
	$dir = plugin_dir_path( DOMINO_TABLE_FILE );
	wp_register_script(
		'domino-table-editor',
		plugins_url( 'block/editor.js', DOMINO_TABLE_FILE ),
		array( 'wp-blocks', 'wp-block-editor', 'wp-components', 'wp-element', 'wp-i18n', 'wp-url' ),
		DOMINO_TABLE_VERSION . '-' . filemtime( $dir . 'block/editor.js' ),
		true
	);
	// What the editor needs from the server: the allow-list and the games (generated), where the record checker
	// (the element's own reader, built into assets/) and the studio are.
	$spec = domino_table_spec();
	$data = array(
		'attributes' => $spec['attributes'],
		'games'      => $spec['games'],
		'checker'    => domino_table_asset_url( 'editor-check.js' ) . '?ver=' . DOMINO_TABLE_VERSION,
		'bundle'     => domino_table_asset_url( 'domino-table.js' ) . '?ver=' . DOMINO_TABLE_VERSION,
		'studio'     => domino_table_asset_url( 'studio.html' ),
	);
	wp_add_inline_script( 'domino-table-editor', 'window.dominoTableEditor = ' . wp_json_encode( $data ) . ';', 'before' );
	wp_set_script_translations( 'domino-table-editor', 'domino-table' );
	wp_register_style(
		'domino-table-editor',
		plugins_url( 'block/editor.css', DOMINO_TABLE_FILE ),
		array(),
		DOMINO_TABLE_VERSION . '-' . filemtime( $dir . 'block/editor.css' )
	);
	register_block_type( $dir . 'block' );
}
add_action( 'init', 'domino_table_register_block' );
