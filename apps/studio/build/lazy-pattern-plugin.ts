// A webpack plugin for the browser build: core's imports of its linear-time pattern engine (pattern/linear-pattern.ts,
// which holds re2js) resolve to the studio's stand-in (src/pattern/shims/linear-pattern.ts), which calls the real
// module once the pattern engine's chunk is loaded (src/pattern/pattern-loader.ts). So re2js, about 45 kB gzipped,
// downloads only for a pack that holds a pattern (BENCHMARKS.md: the editor under 300 kB gzipped without Monaco).
// The server build keeps core as it is.
import { join, resolve } from "node:path";
import type { Compiler } from "./lazy-openapi-plugin";

export class LazyPatternPlugin {
  private readonly coreSrc: string;
  private readonly engine: string;
  readonly shim: string;

  constructor(root: string) {
    this.coreSrc = join(root, "packages/core/src/");
    this.engine = join(root, "packages/core/src/pattern/linear-pattern");
    this.shim = join(root, "apps/studio/src/pattern/shims/linear-pattern.ts");
  }

  /** The request a core module's import of `request` (relative to `context`) becomes, or undefined to keep it. */
  swap(issuer: string, context: string, request: string): string | undefined {
    if (!issuer.startsWith(this.coreSrc) || !request.startsWith(".")) return undefined;
    return resolve(context, request).replace(/\.js$/, "") === this.engine ? this.shim : undefined;
  }

  apply(compiler: Compiler): void {
    compiler.hooks.normalModuleFactory.tap("LazyPatternPlugin", (factory) => {
      factory.hooks.beforeResolve.tap("LazyPatternPlugin", (data) => {
        const swapped = this.swap(data.contextInfo.issuer, data.context, data.request);
        if (swapped) data.request = swapped;
      });
    });
  }
}
