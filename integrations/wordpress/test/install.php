<?php
/**
 * The WordPress check, step 1 (run by run.mjs with PHP's CLI): installs WordPress into the empty database with
 * wp_install(), adds an Author, and installs the plugin from the built zip as Plugins → Add New → Upload does
 * (Plugin_Upgrader), then activates it.
 * Usage: php install.php SITE_DIR ZIP ORIGIN
 *
 * @package domino-table
 */

list( , $site, $zip, $origin ) = $argv;
define( 'WP_INSTALLING', true );
$_SERVER['HTTP_HOST']   = wp_check_host( $origin );
$_SERVER['REQUEST_URI'] = '/';
require $site . '/wp-load.php';
require_once ABSPATH . 'wp-admin/includes/upgrade.php';
require_once ABSPATH . 'wp-admin/includes/plugin.php';
require_once ABSPATH . 'wp-admin/includes/file.php';
require_once ABSPATH . 'wp-admin/includes/misc.php';
require_once ABSPATH . 'wp-admin/includes/class-wp-upgrader.php';

/** The host part of the site's origin. */
function wp_check_host( $origin ) {
	return (string) parse_url( $origin, PHP_URL_HOST ) . ':' . (string) parse_url( $origin, PHP_URL_PORT );
}

add_filter( 'pre_wp_mail', '__return_true' ); // no sendmail here
$installed = wp_install( 'Domino check', 'admin', 'admin@example.test', false, '', 'admin-password', 'en_US' );
if ( empty( $installed['user_id'] ) ) {
	fwrite( STDERR, "wp_install failed\n" );
	exit( 1 );
}
update_option( 'permalink_structure', '' ); // ?p=ID: php -S has no rewrite rules
update_option( 'show_avatars', 0 ); // avatars are fetched from gravatar.com
$author = wp_insert_user(
	array(
		'user_login' => 'author',
		'user_pass'  => 'author-password',
		'user_email' => 'author@example.test',
		'role'       => 'author',
	)
);
if ( is_wp_error( $author ) ) {
	fwrite( STDERR, $author->get_error_message() . "\n" );
	exit( 1 );
}
// The editor's welcome guide off for both (it would fetch images from wordpress.org).
foreach ( array( 1, $author ) as $user ) {
	update_user_meta( $user, 'wp_persisted_preferences', array( 'core/edit-post' => array( 'welcomeGuide' => false ) ) );
}

wp_set_current_user( 1 );
$upgrader = new Plugin_Upgrader( new Automatic_Upgrader_Skin() );
$result   = $upgrader->install( $zip );
if ( true !== $result ) {
	fwrite( STDERR, 'Plugin_Upgrader::install: ' . ( is_wp_error( $result ) ? $result->get_error_message() : var_export( $result, true ) ) . "\n" );
	fwrite( STDERR, implode( "\n", $upgrader->skin->get_upgrade_messages() ) . "\n" );
	exit( 1 );
}
$activated = activate_plugin( 'domino-table/domino-table.php' );
if ( is_wp_error( $activated ) ) {
	fwrite( STDERR, 'activate_plugin: ' . $activated->get_error_message() . "\n" );
	exit( 1 );
}
echo wp_json_encode( array( 'author' => $author ) ), "\n";
