// The browser build's stand-ins for core's OpenAPI modules: every name the rest of core imports from those modules
// is there (a new import fails here, not in a build), no document before the OpenAPI chunk loads, the real answers
// after; and the plugin swaps only the rest of core's imports, never those of core's OpenAPI modules.
import { join } from "node:path";
import { repoRoot, specExample } from "@packstudio/core/testing";
import { describe, expect, it } from "vitest";
import { valuesCoreImports } from "~/testing/core-imports";
import { LazyOpenApiPlugin, shimmed } from "../../../build/lazy-openapi-plugin";
import { loadOpenApi, openapiChunk } from "../openapi-loader";

const core = join(repoRoot, "packages/core/src");

const real = {
  "read-document": () => import("@packstudio/core/internal/openapi/read-document"),
  "document-schema": () => import("@packstudio/core/internal/openapi/document-schema"),
  "bind-operations": () => import("@packstudio/core/internal/openapi/bind-operations"),
  "document-refs": () => import("@packstudio/core/internal/openapi/document-refs"),
  operations: () => import("@packstudio/core/internal/openapi/operations"),
  "server-url": () => import("@packstudio/core/internal/openapi/server-url"),
} as const;
const shims = {
  "read-document": () => import("./read-document"),
  "document-schema": () => import("./document-schema"),
  "bind-operations": () => import("./bind-operations"),
  "document-refs": () => import("./document-refs"),
  operations: () => import("./operations"),
  "server-url": () => import("./server-url"),
} as const;

describe("the stand-ins", () => {
  it.each(shimmed)("%s has every value the rest of core takes from core's module", async (name) => {
    const [coreModule, shim] = await Promise.all([real[name](), shims[name]()]);
    const used = valuesCoreImports("openapi", name, "openapi");
    expect(used.length).toBeGreaterThan(0);
    for (const key of used) {
      expect(typeof (shim as Record<string, unknown>)[key], `${name}: ${key}`).toBe(
        typeof (coreModule as Record<string, unknown>)[key],
      );
    }
  });

  it("read no document before the chunk loads (and start loading it), the real one after", async () => {
    const { readOpenApiDocument } = await shims["read-document"]();
    const { bindOperations } = await shims["bind-operations"]();
    const yaml = specExample("kanban-api")["openapi.yaml"] ?? "";
    expect(openapiChunk()).toBeUndefined();
    expect(readOpenApiDocument("openapi.yaml", yaml)).toEqual({ doc: undefined, problems: [] });
    const surface = { kind: "openapi" } as Parameters<typeof bindOperations>[0];
    expect(bindOperations(surface, { value: {}, version: "3.1" })).toBe(surface);
    await loadOpenApi();
    expect(readOpenApiDocument("openapi.yaml", yaml).doc?.version).toBe("3.1");
  });
});

describe("LazyOpenApiPlugin", () => {
  type Hook = (d: { request: string; context: string; contextInfo: { issuer: string } }) => void;
  let hook: Hook | undefined;
  new LazyOpenApiPlugin(repoRoot).apply({
    hooks: {
      normalModuleFactory: { tap: (_n, run) => run({ hooks: { beforeResolve: { tap: (_m, f) => (hook = f) } } }) },
    },
  });
  const resolve = (issuer: string, request: string) => {
    const data = { request, context: join(issuer, ".."), contextInfo: { issuer } };
    hook?.(data);
    return data.request;
  };

  it("swaps the rest of core's imports of the three modules for the stand-ins", () => {
    expect(resolve(join(core, "lint/context.ts"), "../openapi/read-document.js")).toBe(
      join(repoRoot, "apps/studio/src/openapi/shims/read-document.ts"),
    );
    expect(resolve(join(core, "index.ts"), "./openapi/bind-operations.js")).toBe(
      join(repoRoot, "apps/studio/src/openapi/shims/bind-operations.ts"),
    );
    expect(resolve(join(core, "lint/rules/o002-openapi-schema.ts"), "../../openapi/document-schema.js")).toBe(
      join(repoRoot, "apps/studio/src/openapi/shims/document-schema.ts"),
    );
  });

  it("leaves the studio's imports of the real modules, and every other import, as they are", () => {
    const chunk = join(repoRoot, "apps/studio/src/openapi/openapi-chunk.ts");
    const path = "@packstudio/core/internal/openapi/read-document";
    expect(resolve(chunk, path)).toBe(path);
    // Core's OpenAPI modules are only in the chunk: they take the real ones.
    expect(resolve(join(core, "openapi/render-request.ts"), "./bind-operations.js")).toBe("./bind-operations.js");
    expect(resolve(join(core, "openapi/document-schema.ts"), "./read-document.js")).toBe("./read-document.js");
    expect(resolve(join(core, "index.ts"), "yaml")).toBe("yaml");
  });
});
