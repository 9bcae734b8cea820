// The types of build-if-stale.mjs, which stays plain JavaScript so that `npm start` need not load tsx.
export declare const BUILD_STAMP: string;
export declare const BUILD_INPUTS: readonly string[];
export declare function newestInput(root: string, inputs?: readonly string[]): { path: string; time: number };
export declare function staleBecause(root: string, outDir: string, inputs?: readonly string[]): string | null;
