/** Writes a generated manifest corpus into `dir` (see generate.mjs). */
export function generateCorpus(dir: string, options?: { files?: number; docsPerFile?: number; seed?: number; badRatio?: number }): { files: number; documents: number; bytes: number; badFiles: number };
/** Writes the second corpus, of the kinds most common in real repositories, into `dir`. */
export function generateCommonCorpus(dir: string, options?: { files?: number; docsPerFile?: number; seed?: number; badRatio?: number }): { files: number; documents: number; bytes: number; badFiles: number };
/** The corpus files below `dir` (the `.yaml` files, recursively), in path order. */
export function listCorpusFiles(dir: string): string[];
