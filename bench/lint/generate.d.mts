/** Writes a generated manifest corpus into `dir` (see generate.mjs). */
export function generateCorpus(dir: string, options?: { files?: number; docsPerFile?: number; seed?: number; badRatio?: number }): { files: number; documents: number; bytes: number; badFiles: number };
