// Types of compile-hints.mjs (the browser tests read its constants).
export declare const COMPILE_HINT: string;
export declare const MIN_HINTED_CHUNK_BYTES: number;
export declare function firstLoadChunks(root: string, distDir: string): string[];
export declare function addCompileHints(root: string, distDir: string): number;
