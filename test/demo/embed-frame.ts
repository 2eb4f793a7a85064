// demo/embed/embed.ts with the source element instead of the built bundle, for embed.test.ts's iframes.
import '../../src/define.js';
import { startEmbed } from '../../demo/embed/embed-core.js';

startEmbed(document, location.search, window.parent);
