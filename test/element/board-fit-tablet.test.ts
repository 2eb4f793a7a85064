// Issue 20 items 1, 2, 6 and issue 35's Checks at 768×1024, in German: see board-fit.ts.
import { boardFit } from './board-fit.js';

boardFit(768, 1024, 'de');
