// Types of workflow-escape.mjs for the CLI's TypeScript.
export declare function escapeData(text: string): string;
export declare function escapeProperty(text: string): string;
