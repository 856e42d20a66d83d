/* The seed counts words as the editor does: one function (lib/word-count.ts). */
export { countWords } from "@/lib/word-count";
