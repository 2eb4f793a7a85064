<?php
/**
 * The WordPress check, step 2 (PHP's CLI, the plugin active): creates the posts the browser opens, each through
 * wp_insert_post() as its user (an Author's content goes through KSES, as when the Author saves in the editor).
 * Reads a JSON list of { key, user, title, content } on STDIN; writes { key: { id, content } } (content as stored).
 * Usage: php content.php SITE_DIR ORIGIN < posts.json
 *
 * @package domino-table
 */

list( , $site, $origin ) = $argv;
$_SERVER['HTTP_HOST']   = parse_url( $origin, PHP_URL_HOST ) . ':' . parse_url( $origin, PHP_URL_PORT );
$_SERVER['REQUEST_URI'] = '/';
require $site . '/wp-load.php';

$posts = json_decode( stream_get_contents( STDIN ), true );
$out   = array();
foreach ( $posts as $post ) {
	$user = get_user_by( 'login', $post['user'] );
	wp_set_current_user( $user->ID ); // kses_init() follows the user: KSES filters an Author's content
	$content = isset( $post['content'] ) ? $post['content'] : '';
	if ( isset( $post['blocks'] ) ) {
		// Blocks serialized as the editor serializes them (serialize_block_attributes() escapes as the editor does).
		$content = '';
		foreach ( $post['blocks'] as $block ) {
			$content .= get_comment_delimited_block_content( $block['name'], $block['attrs'], '' ) . "\n\n";
		}
	}
	$id = wp_insert_post(
		wp_slash(
			array(
				'post_title'   => $post['title'],
				'post_content' => $content,
				'post_status'  => 'publish',
				'post_author'  => $user->ID,
			)
		),
		true
	);
	if ( is_wp_error( $id ) ) {
		fwrite( STDERR, $id->get_error_message() . "\n" );
		exit( 1 );
	}
	$out[ $post['key'] ] = array(
		'id'      => $id,
		'content' => get_post_field( 'post_content', $id, 'raw' ),
		'blocks'  => array_values(
			array_filter(
				parse_blocks( get_post_field( 'post_content', $id, 'raw' ) ),
				function ( $b ) {
					return null !== $b['blockName'];
				}
			)
		),
	);
}
echo wp_json_encode( $out ), "\n";
