<?php
/**
 * Plugin Name:       Domino Table
 * Plugin URI:        https://www.npmjs.com/package/domino-table
 * Description:       A block and a shortcode that put a playable domino table in a post: Maltese Cross, Doubles and more, against the computer or for replaying a game record.
 * Version:           0.1.0
 * Requires at least: 6.1
 * Requires PHP:      7.4
 * Author:            domino-table contributors
 * License:           MIT
 * License URI:       https://opensource.org/licenses/MIT
 * Text Domain:       domino-table
 *
 * @package domino-table
 */

defined( 'ABSPATH' ) || exit;

define( 'DOMINO_TABLE_VERSION', '0.1.0' );
define( 'DOMINO_TABLE_FILE', __FILE__ );

require_once __DIR__ . '/includes/renderer.php';
require_once __DIR__ . '/includes/loader.php';
require_once __DIR__ . '/includes/shortcode.php';
require_once __DIR__ . '/includes/block.php';
