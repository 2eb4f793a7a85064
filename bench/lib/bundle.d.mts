// Types of bundle.mjs for the TypeScript benches.
import type { BuildOptions } from 'esbuild';

export declare function bundle(entry: string | { source: string }, options?: BuildOptions): Promise<string>;
export declare function importBundle<T>(code: string): Promise<T>;
