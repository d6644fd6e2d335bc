// A webpack plugin for the browser build: markdown-it's import of `entities` resolves to src/lib/html-entities-dom.ts,
// which reads a character reference with the page's own HTML parser instead of entities' decoding tables
// (about 16 kB gzipped of the editor route; BENCHMARKS.md: the editor under 300 kB gzipped without Monaco).
// Only markdown-it's imports: any other importer keeps the package. The server build keeps it too.
import { join, sep } from "node:path";

interface ResolveData {
  request: string;
  contextInfo: { issuer: string };
}
interface Compiler {
  hooks: {
    normalModuleFactory: {
      tap(
        name: string,
        run: (factory: { hooks: { beforeResolve: { tap(name: string, f: (d: ResolveData) => void): void } } }) => void,
      ): void;
    };
  };
}

/** The module markdown-it's `entities` import becomes, for the test that checks its exports. */
export const entitiesStandIn = (root: string) => join(root, "apps/studio/src/lib/html-entities-dom.ts");

export class MarkdownEntitiesPlugin {
  private readonly standIn: string;
  private readonly markdownIt = `${sep}node_modules${sep}markdown-it${sep}`;

  constructor(root: string) {
    this.standIn = entitiesStandIn(root);
  }

  apply(compiler: Compiler): void {
    compiler.hooks.normalModuleFactory.tap("MarkdownEntitiesPlugin", (factory) => {
      factory.hooks.beforeResolve.tap("MarkdownEntitiesPlugin", (data) => {
        if (data.request === "entities" && data.contextInfo.issuer.includes(this.markdownIt))
          data.request = this.standIn;
      });
    });
  }
}
