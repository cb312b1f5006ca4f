/** The parts instructions are counted in. */
export const CATEGORIES: readonly ['optimizing compiler', 'garbage collector', 'the rest'];
export type Category = (typeof CATEGORIES)[number];
/** The category of a function, by its symbol as callgrind_annotate prints it. */
export function categoryOf(symbol: string): Category;
/** Instructions by category from `callgrind_annotate --threshold=100` output, and the program's total. */
export function parseAnnotate(text: string): { total: number; byCategory: Record<Category, number> };
/** The instructions of `node --single-threaded <args>` under callgrind, by category. */
export function countInstructions(
  args: readonly string[],
  scratch: string,
): Promise<{ total: number; byCategory: Record<Category, number> }>;
