<?php
/**
 * Loading the element: the module is registered on every page and enqueued only by a table's render, so a page
 * without a table loads nothing and a page with many loads it once.
 *
 * @package domino-table
 */

defined( 'ABSPATH' ) || exit;

/**
 * The address of a file of the built element in this plugin (assets/, written by `npm run build:wp`). The entry
 * imports its chunks by relative addresses (`./chunks/board.js?b=…`), so they come from here too, and the `?ver=`
 * WordPress adds to the entry's address is dropped from theirs.
 *
 * @param string $file Path below assets/.
 * @return string
 */
function domino_table_asset_url( $file ) {
	return plugins_url( 'assets/' . $file, DOMINO_TABLE_FILE );
}

/**
 * WordPress 6.5 and later load ES modules through the script modules API; 6.1–6.4 load it as a script whose tag
 * becomes `type="module"` (domino_table_module_tag()).
 *
 * @return bool
 */
function domino_table_has_script_modules() {
	return function_exists( 'wp_register_script_module' );
}

/** Registers the module; nothing is printed until a table enqueues it. */
function domino_table_register_module() {
	$url = domino_table_asset_url( 'domino-table.js' );
	if ( domino_table_has_script_modules() ) {
		wp_register_script_module( 'domino-table', $url, array(), DOMINO_TABLE_VERSION );
	} else {
		wp_register_script( 'domino-table', $url, array(), DOMINO_TABLE_VERSION, true );
	}
}
add_action( 'init', 'domino_table_register_module' );

/** Called by every table's render: the first call enqueues the module, later ones change nothing. */
function domino_table_enqueue() {
	if ( domino_table_has_script_modules() ) {
		wp_enqueue_script_module( 'domino-table' );
	} else {
		wp_enqueue_script( 'domino-table' );
	}
}

/**
 * WordPress 6.1–6.4: the module's tag, written by wp_get_script_tag() so the `wp_script_attributes` filter (a
 * content security policy's nonce) still applies.
 *
 * @param string $tag    The tag WordPress wrote.
 * @param string $handle The script's handle.
 * @param string $src    Its address, with `?ver=`.
 * @return string
 */
function domino_table_module_tag( $tag, $handle, $src ) {
	if ( 'domino-table' !== $handle ) {
		return $tag;
	}
	return wp_get_script_tag(
		array(
			'type' => 'module',
			'src'  => $src,
			'id'   => 'domino-table-js',
		)
	);
}
add_filter( 'script_loader_tag', 'domino_table_module_tag', 10, 3 );

/** Asks for the footer listener of domino_table_print_fallback_listener(), once per page. */
function domino_table_need_fallback_listener() {
	if ( ! has_action( 'wp_footer', 'domino_table_print_fallback_listener' ) ) {
		add_action( 'wp_footer', 'domino_table_print_fallback_listener', 5 );
	}
}

/**
 * A visitor who cannot edit the post sees the fallback content (a sentence and a link) in place of a table whose
 * `record` or `src` fails, not the table's sentence about the token at fault: that is for the post's editors. The
 * element names the attribute at the start of its `domino-error` message. A classic inline script, so it listens
 * before the module (deferred) defines the element.
 */
function domino_table_print_fallback_listener() {
	$script = <<<'JS'
addEventListener('domino-error', function (event) {
	var table = event.target;
	var message = event.detail && event.detail.message;
	if (!table || table.localName !== 'domino-table' || !table.hasAttribute('data-domino-fallback')) return;
	if (typeof message !== 'string' || !/^(record|src):/.test(message)) return;
	var fallback = document.createElement('p');
	fallback.className = 'domino-table__fallback';
	while (table.firstChild) fallback.appendChild(table.firstChild);
	table.replaceWith(fallback);
});
JS;
	wp_print_inline_script_tag( $script, array( 'id' => 'domino-table-fallback' ) );
}
