/**
 * The build's id (chunks are checked, not trusted): the CDN build stamps one id here (rollup.config.mjs,
 * BUILD_ID) for the entry and for every chunk, each of which exports it as `build`; the entry imports
 * `chunks/<name>.js?b=<id>` and uses a chunk only if its `build` is the entry's. From source and in the npm package a
 * chunk is a module built with the entry: both read this one.
 */
export const BUILD: string = 'source';
