// Types of add-compile-hints.mjs (plain Node for the build script; the test is TypeScript).
export declare const compileHint: string;
export declare function addCompileHints(directory: string): number;
