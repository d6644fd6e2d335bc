// A webpack plugin for the browser build: the imports of core's OpenAPI reader, schema and $ref checks, operation
// lookup and binding by the rest of core (lint's context and rules, the index) resolve to the studio's stand-ins
// (src/openapi/shims), which call the real modules once the OpenAPI chunk is loaded (src/openapi/openapi-loader.ts).
// So YAML, the OAI schemas and the request code download only when a pack needs them, not with every editor
// (BENCHMARKS.md: the editor under 300 kB gzipped without Monaco).
// The server build keeps core as it is.
import { join, resolve } from "node:path";

/**
 * Core's OpenAPI modules that the rest of core imports, by file name (src/openapi/shims/<name>.ts): lint's
 * context and rules call them only for a document read, and a document is read only once the chunk is there.
 */
export const shimmed = [
  "read-document",
  "document-schema",
  "bind-operations",
  "document-refs",
  "operations",
  "server-url",
] as const;

interface ResolveData {
  request: string;
  context: string;
  contextInfo: { issuer: string };
}
export interface Compiler {
  hooks: {
    normalModuleFactory: {
      tap(
        name: string,
        run: (factory: { hooks: { beforeResolve: { tap(name: string, f: (d: ResolveData) => void): void } } }) => void,
      ): void;
    };
  };
}

export class LazyOpenApiPlugin {
  private readonly coreOpenApi: string;
  private readonly coreSrc: string;
  private readonly shims: string;

  constructor(root: string) {
    this.coreSrc = join(root, "packages/core/src/");
    this.coreOpenApi = join(root, "packages/core/src/openapi");
    this.shims = join(root, "apps/studio/src/openapi/shims");
  }

  apply(compiler: Compiler): void {
    compiler.hooks.normalModuleFactory.tap("LazyOpenApiPlugin", (factory) => {
      factory.hooks.beforeResolve.tap("LazyOpenApiPlugin", (data) => {
        // Only the imports of core's modules outside openapi/ (lint's context and rules, the index): core's OpenAPI
        // modules, which only the chunk holds, import the real ones, as does the chunk (by path from the studio).
        const issuer = data.contextInfo.issuer;
        if (!issuer.startsWith(this.coreSrc) || issuer.startsWith(`${this.coreOpenApi}/`)) return;
        if (!data.request.startsWith(".")) return;
        const target = resolve(data.context, data.request).replace(/\.js$/, "");
        for (const name of shimmed) {
          if (target === join(this.coreOpenApi, name)) data.request = join(this.shims, `${name}.ts`);
        }
      });
    });
  }
}
