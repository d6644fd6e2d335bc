// Types of the commonmark-spec package (CommonMark 0.31.2's spec.txt and its examples), a test-only dependency.
declare module "commonmark-spec" {
  export interface SpecExample {
    /** The Markdown, with "→" for each tab as spec.txt writes it. */
    markdown: string;
    html: string;
    section: string;
    number: number;
  }
  export const tests: SpecExample[];
}
