/**
 * The block `domino-table/table` in the editor (issue 34): a card standing for the table, and in the sidebar one
 * control per attribute of the element (from the generated allow-list), with the choices the engine allows for the
 * chosen game; a record or deal is checked as it is typed by the element's own reader (assets/editor-check.js).
 * Plain JavaScript on the editor's `wp.*` globals: no build step. The page shows the real table (render.php).
 */
(function (wp, data) {
	'use strict';
	if (!wp || !data) return;
	var el = wp.element.createElement;
	var useState = wp.element.useState;
	var useEffect = wp.element.useEffect;
	var blockEditor = wp.blockEditor;
	var c = wp.components;
	var __ = wp.i18n.__;
	var sprintf = wp.i18n.sprintf;

	var games = data.games;
	var gameOf = function (variant) {
		return games.filter(function (g) { return g.variant === variant; })[0] || games[0];
	};
	/** An attribute's spec by its block key (camelCase), with its element name (kebab-case). */
	var specs = Object.keys(data.attributes).map(function (name) {
		return Object.assign({ name: name }, data.attributes[name]);
	});

	// Where each attribute goes in the sidebar; one the manifest gains later lands in "More".
	var PANELS = [
		{ title: __('Game', 'domino-table'), keys: ['variant', 'players', 'humans', 'ai', 'aiDelay', 'hints', 'showHands', 'sound'] },
		{ title: __('Rules', 'domino-table'), keys: ['spinners', 'lead', 'set', 'targetScore', 'handSize', 'seed'] },
		{ title: __('Record or deal', 'domino-table'), keys: ['record', 'deal', 'src', 'step', 'view', 'controls', 'boardOnly'] },
		{ title: __('Look and language', 'domino-table'), keys: ['theme', 'lang', 'playerNames', 'loading', 'persist'] },
	];
	var placed = [].concat.apply([], PANELS.map(function (p) { return p.keys; }));
	PANELS.push({
		title: __('More', 'domino-table'),
		keys: specs.map(function (s) { return s.key; }).filter(function (k) { return placed.indexOf(k) < 0; }),
	});

	/** The choices the engine allows for this game, for the attributes that depend on it. */
	function choicesFor(key, game) {
		if (key === 'players') return game.players.map(String);
		if (key === 'spinners' || key === 'lead' || key === 'set') return game[key];
		return null;
	}

	var unset = function (label) { return { label: label || __('Default', 'domino-table'), value: '' }; };

	/** One sidebar control for an attribute, by its type; '' or off removes the attribute (the element's default). */
	function control(spec, attributes, setAttributes, game) {
		var key = spec.key;
		var value = attributes[key];
		var set = function (next) {
			var patch = {};
			patch[key] = next === '' || next === false || next === null ? undefined : next;
			setAttributes(patch);
		};
		var label = spec.name;
		var help = spec.description ? spec.description.replace(/`/g, '') : undefined;
		if (spec.type === 'boolean')
			return el(c.ToggleControl, { key: key, label: label, help: help, checked: value === true, onChange: set });
		var choices = choicesFor(key, game) || spec.enum;
		if (key === 'variant')
			return el(c.SelectControl, {
				key: key, label: label, value: value || '',
				options: [unset(sprintf(__('Default (%s)', 'domino-table'), games[0].title))].concat(
					games.map(function (g) { return { label: g.title, value: g.variant }; })),
				onChange: function (next) {
					// An option the new game does not allow is dropped, so the block never stores one the table refuses.
					var patch = { variant: next === '' ? undefined : next };
					var chosen = gameOf(next);
					['players', 'spinners', 'lead', 'set'].forEach(function (k) {
						var allowed = choicesFor(k, chosen);
						if (attributes[k] !== undefined && allowed.indexOf(String(attributes[k])) < 0) patch[k] = undefined;
					});
					setAttributes(patch);
				},
			});
		if (choices) {
			if (choices.length < 2 && key !== 'theme')
				return el('p', { key: key, className: 'domino-table-fixed' },
					sprintf(__('%1$s: %2$s (fixed by %3$s)', 'domino-table'), label, choices[0] || '—', game.title));
			var defaultLabel = key === 'theme' ? __('Default (light)', 'domino-table') : undefined;
			return el(c.SelectControl, {
				key: key, label: label, help: help, value: value === undefined ? '' : String(value),
				options: [unset(defaultLabel)].concat(choices.map(function (v) { return { label: String(v), value: String(v) }; })),
				onChange: function (v) { set(v === '' ? '' : spec.type === 'number' ? Number(v) : v); },
			});
		}
		if (key === 'record' || key === 'deal') return null; // the textareas below, with their check
		if (spec.type === 'number')
			return el(c.TextControl, {
				key: key, label: label, help: help, type: 'number', value: value === undefined ? '' : String(value),
				onChange: function (v) { set(v === '' || isNaN(Number(v)) ? '' : Number(v)); },
			});
		return el(c.TextControl, { key: key, label: label, help: help, value: value || '', onChange: set });
	}

	/** The element's reader, loaded once, on first need. */
	var checker = null;
	var loadChecker = function () {
		checker = checker || import(data.checker);
		return checker;
	};

	/** The check of the record or deal in the block: { ok, summary } or { ok: false, message }; null while none. */
	function useCheck(attributes) {
		var state = useState(null);
		var result = state[0];
		var setResult = state[1];
		var record = attributes.record;
		var deal = attributes.deal;
		var options = JSON.stringify([attributes.variant, attributes.players, attributes.handSize, attributes.set,
			attributes.spinners, attributes.lead, attributes.targetScore, attributes.lang]);
		useEffect(function () {
			if (!record && !deal) return setResult(null);
			var live = true;
			var timer = setTimeout(function () {
				loadChecker().then(function (check) {
					var lang = attributes.lang || document.documentElement.lang || 'en';
					var checked = record
						? check.checkRecord(record, lang)
						: check.checkDeal(deal, attributes.variant, pick(attributes));
					if (live) setResult(Object.assign({ what: record ? 'record' : 'deal', summary: summaryOf(checked, !!record) }, checked));
				}, function () {
					if (live) setResult({ ok: false, message: __('The checker could not be loaded.', 'domino-table') });
				});
			}, 250);
			return function () { live = false; clearTimeout(timer); };
		}, [record, deal, options]);
		return result;
	}

	/** What a record or deal that reads holds, in words. */
	function summaryOf(checked, isRecord) {
		if (!checked.ok) return '';
		var game = gameOf(checked.variant).title;
		if (!isRecord) return sprintf(__('A deal of %1$s for %2$d players: it reads.', 'domino-table'), game, checked.hands);
		var moves = sprintf(wp.i18n._n('%d move', '%d moves', checked.moves, 'domino-table'), checked.moves);
		return checked.title
			? sprintf(__('“%1$s”: %2$s, %3$s.', 'domino-table'), checked.title, game, moves)
			: sprintf(__('%1$s, %2$s.', 'domino-table'), game, moves);
	}

	/** The rule options set in the block, as the engine names them. */
	function pick(a) {
		var out = {};
		['players', 'handSize', 'set', 'spinners', 'lead', 'targetScore'].forEach(function (k) {
			if (a[k] !== undefined) out[k] = a[k];
		});
		return out;
	}

	/** The card standing for the table in the editor. */
	function card(attributes, game, check) {
		var bits = [];
		if (attributes.players) bits.push(sprintf(__('%d players', 'domino-table'), attributes.players));
		if (attributes.humans === 0) bits.push(__('the computer plays every seat', 'domino-table'));
		if (attributes.hints) bits.push(__('hints', 'domino-table'));
		if (attributes.showHands) bits.push(__('every hand face up', 'domino-table'));
		if (attributes.record) bits.push(__('replays a record', 'domino-table'));
		else if (attributes.deal) bits.push(__('a fixed deal', 'domino-table'));
		else if (attributes.src) bits.push(__('replays a record from an address', 'domino-table'));
		return el('div', { className: 'domino-table-card' },
			el('p', { className: 'domino-table-card__title' }, sprintf(__('Domino table: %s', 'domino-table'),
				check && check.ok && check.what === 'record' ? gameOf(check.variant).title : game.title)),
			el('p', { className: 'domino-table-card__summary' },
				(bits.length ? bits.join(' · ') + '. ' : '') +
				__('The table plays on the published page, in Preview, and here with Live preview in the toolbar.', 'domino-table')),
			check && !check.ok ? el('p', { className: 'domino-table-card__error', role: 'alert' }, check.message) : null,
			check && check.ok ? el('p', { className: 'domino-table-card__summary' }, check.summary) : null);
	}

	/**
	 * The live table, in whichever document holds the block: the editor's own page (WordPress 6.1–6.2, and later
	 * while a block of API version 1–2 keeps the post editor out of an iframe) or the editor's iframe. The module is
	 * added to that document once; the table is built by hand, attribute by attribute, since React would write
	 * `hints="false"` (on, for a boolean attribute) for a false value.
	 */
	function Preview(props) {
		var ref = wp.element.useRef(null);
		var attributes = props.attributes;
		useEffect(function () {
			var box = ref.current;
			if (!box) return;
			var doc = box.ownerDocument;
			if (!doc.defaultView.customElements.get('domino-table') && !doc.getElementById('domino-table-preview-js')) {
				var script = doc.createElement('script');
				script.type = 'module';
				script.id = 'domino-table-preview-js';
				script.src = data.bundle;
				doc.head.appendChild(script);
			}
			var table = doc.createElement('domino-table');
			specs.forEach(function (spec) {
				var value = attributes[spec.key];
				if (value === undefined || value === false || value === '') return;
				table.setAttribute(spec.name, value === true ? '' : String(value));
			});
			box.replaceChildren(table);
			return function () { box.replaceChildren(); };
		}, [JSON.stringify(attributes)]);
		return el('div', { ref: ref, className: 'domino-table-preview' });
	}

	function Edit(props) {
		var attributes = props.attributes;
		var setAttributes = props.setAttributes;
		var game = gameOf(attributes.variant);
		var check = useCheck(attributes);
		var blockProps = blockEditor.useBlockProps();
		var previewing = useState(false);
		var textarea = function (key, label, help) {
			var mine = check && check.what === key;
			return el('div', { key: key },
				el(c.TextareaControl, {
					label: label, rows: 8, value: attributes[key] || '', help: help,
					className: 'domino-table-textarea-' + key,
					onChange: function (v) {
						var patch = {};
						patch[key] = v.trim() === '' ? undefined : v;
						setAttributes(patch);
					},
				}),
				mine ? el('p', {
					className: 'domino-table-check' + (check.ok ? '' : ' domino-table-check--error'),
					role: check.ok ? 'status' : 'alert',
				}, check.ok ? check.summary : check.message) : null);
		};
		var panels = PANELS.map(function (panel, i) {
			var controls = panel.keys
				.map(function (k) { return specs.filter(function (s) { return s.key === k; })[0]; })
				.filter(Boolean)
				.map(function (spec) { return control(spec, attributes, setAttributes, game); });
			if (i === 2) {
				controls.unshift(
					textarea('record', __('Game record', 'domino-table'), __('Paste a record written in the studio or copied from a table (Copy record).', 'domino-table')),
					textarea('deal', __('Deal (JSON)', 'domino-table'), __('A fixed first deal: {"hands": [["6-6", …], …]}.', 'domino-table')),
					el('p', { key: 'studio' }, el(c.ExternalLink, { href: data.studio }, __('Write a record in the studio', 'domino-table'))));
			}
			return controls.length ? el(c.PanelBody, { key: panel.title, title: panel.title, initialOpen: i === 0 }, controls) : null;
		});
		var toolbar = el(blockEditor.BlockControls, null,
			el(c.ToolbarGroup, null,
				el(c.ToolbarButton, {
					className: 'domino-table-preview-toggle',
					isPressed: previewing[0],
					onClick: function () { previewing[1](!previewing[0]); },
				}, previewing[0] ? __('Settings card', 'domino-table') : __('Live preview', 'domino-table'))));
		return el(wp.element.Fragment, null,
			toolbar,
			el(blockEditor.InspectorControls, null, panels),
			el('div', blockProps, previewing[0] ? el(Preview, { attributes: attributes }) : card(attributes, game, check)));
	}

	var icon = el('svg', { viewBox: '0 0 24 24', xmlns: 'http://www.w3.org/2000/svg' },
		el('path', { d: 'M7 2h10a2 2 0 0 1 2 2v16a2 2 0 0 1-2 2H7a2 2 0 0 1-2-2V4a2 2 0 0 1 2-2zm0 2v7h10V4H7zm0 9v7h10v-7H7zm5 6.2a1.2 1.2 0 1 0 0-2.4 1.2 1.2 0 0 0 0 2.4zM9.5 8.7a1.2 1.2 0 1 0 0-2.4 1.2 1.2 0 0 0 0 2.4zm5 0a1.2 1.2 0 1 0 0-2.4 1.2 1.2 0 0 0 0 2.4z' }));

	wp.blocks.registerBlockType('domino-table/table', {
		icon: icon,
		edit: Edit,
		save: function () { return null; },
		variations: games.map(function (g, i) {
			return {
				name: g.variant,
				title: g.title,
				description: sprintf(__('A table of %s to play against the computer.', 'domino-table'), g.title),
				icon: icon,
				attributes: { variant: g.variant },
				isDefault: i === 0,
				scope: ['inserter', 'transform'],
				isActive: function (attributes, given) { return attributes.variant === given.variant; },
			};
		}),
	});
})(window.wp, window.dominoTableEditor);
