// A webpack plugin for the browser build: writes .next/chunk-graph.json, which chunk files each entry
// loads at first and can load later (dynamic imports, workers), and how many bytes of each file are Monaco.
// Next's own manifests name the chunks of client components but not which chunks hold Monaco;
// bench/bundle-size.ts reads this file beside them.
import { relative } from "node:path";

// Next bundles its own webpack and types it as `any`: these are the few parts this plugin touches.
interface Module {
  size(): number;
  nameForCondition(): string | null;
  modules?: Iterable<Module>;
}
interface Chunk {
  files: Set<string>;
  groupsIterable: Iterable<{ name?: string | null }>;
}
interface Compilation {
  entrypoints: Map<string, unknown>;
  chunks: Iterable<Chunk>;
  chunkGraph: { getChunkModulesIterable(chunk: Chunk): Iterable<Module> };
  hooks: { processAssets: { tap(options: { name: string; stage: number }, run: () => void): void } };
  emitAsset(file: string, source: unknown): void;
}
interface Compiler {
  hooks: { thisCompilation: { tap(name: string, run: (compilation: Compilation) => void): void } };
}
export interface Webpack {
  Compilation: { PROCESS_ASSETS_STAGE_REPORT: number };
  sources: { RawSource: new (text: string) => unknown };
}

interface ChunkGroupLike {
  chunks: { files: Iterable<string> }[];
  childrenIterable: Iterable<ChunkGroupLike>;
  asyncEntrypointsIterable: Iterable<ChunkGroupLike>;
}

export interface ChunkGraph {
  /** Per webpack entry (Next names them "app/editor/page", "app/layout", …): JS files, relative to .next. */
  entrypoints: Record<string, { initial: string[]; async: string[]; workers: string[] }>;
  /**
   * Per JS file: bytes of module source in it (before minifying), how many of them are Monaco's, and the
   * largest sources by package ("(studio)", "(core)" for this repository's own code), and whether it is part of
   * the OpenAPI chunk (loaded only for openapi packs: src/openapi/openapi-loader.ts, webpackChunkName "openapi").
   */
  chunks: Record<
    string,
    {
      bytes: number;
      monacoBytes: number;
      openapi: boolean;
      /** Part of the pattern engine's chunk (re2js, loaded only for packs with a pattern: src/pattern/pattern-loader.ts). */
      pattern?: boolean;
      packages: Record<string, number>;
      /** The largest module sources in the file (path relative to the repository: bytes), to see what to trim. */
      modules?: Record<string, number>;
    }
  >;
}

const isJs = (file: string) => file.endsWith(".js");

function filesOf(group: ChunkGroupLike): string[] {
  return group.chunks.flatMap((c) => [...c.files].filter(isJs));
}

/** The files of every chunk group reachable from `start` through dynamic imports, and through workers. */
function reachable(start: ChunkGroupLike): { async: Set<string>; workers: Set<string> } {
  const async = new Set<string>();
  const workers = new Set<string>();
  const seen = new Set<ChunkGroupLike>([start]);
  const queue: [ChunkGroupLike, boolean][] = [[start, false]];
  for (let item = queue.shift(); item; item = queue.shift()) {
    const [group, inWorker] = item;
    const next: [ChunkGroupLike, boolean][] = [
      ...[...group.childrenIterable].map((g): [ChunkGroupLike, boolean] => [g, inWorker]),
      ...[...group.asyncEntrypointsIterable].map((g): [ChunkGroupLike, boolean] => [g, true]),
    ];
    for (const [child, worker] of next) {
      if (seen.has(child)) continue;
      seen.add(child);
      for (const file of filesOf(child)) (worker ? workers : async).add(file);
      queue.push([child, worker]);
    }
  }
  return { async, workers };
}

/** Whether a module is Monaco: the monaco-editor package, or the studio's worker entries that only import it. */
function isMonaco(path: string): boolean {
  return path.startsWith("node_modules/monaco-editor/") || path.startsWith("apps/studio/src/editor/workers/");
}

/** The package a module (its path relative to the repository) belongs to. */
function packageOf(path: string): string {
  const inModules = /(?:^|\/)node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(path);
  if (inModules?.[1]) return inModules[1];
  if (path.startsWith("apps/studio/")) return "(studio)";
  if (path.startsWith("packages/")) return `(${path.split("/")[1]})`;
  return "(other)";
}

/** The modules a chunk module stands for (a concatenated module holds several). */
function leaves(module: Module): Module[] {
  return module.modules ? [...module.modules].flatMap(leaves) : [module];
}

export class ChunkGraphPlugin {
  constructor(
    private readonly webpack: Webpack,
    private readonly root: string,
  ) {}

  apply(compiler: Compiler): void {
    const { webpack } = this;
    compiler.hooks.thisCompilation.tap("ChunkGraphPlugin", (compilation: Compilation) => {
      compilation.hooks.processAssets.tap(
        // After minifying and the real content hashes: the file names are final.
        { name: "ChunkGraphPlugin", stage: webpack.Compilation.PROCESS_ASSETS_STAGE_REPORT },
        () => {
          const graph: ChunkGraph = { entrypoints: {}, chunks: {} };
          for (const [name, entry] of compilation.entrypoints) {
            const group = entry as unknown as ChunkGroupLike;
            const initial = new Set(filesOf(group));
            const { async, workers } = reachable(group);
            graph.entrypoints[name] = {
              initial: [...initial].sort(),
              async: [...async].filter((f) => !initial.has(f)).sort(),
              workers: [...workers].sort(),
            };
          }
          for (const chunk of compilation.chunks) {
            let bytes = 0;
            let monacoBytes = 0;
            const byPackage = new Map<string, number>();
            const byModule = new Map<string, number>();
            for (const module of compilation.chunkGraph.getChunkModulesIterable(chunk)) {
              for (const leaf of leaves(module)) {
                const size = leaf.size();
                const path = relative(this.root, leaf.nameForCondition() ?? "(runtime)");
                bytes += size;
                if (isMonaco(path)) monacoBytes += size;
                byPackage.set(packageOf(path), (byPackage.get(packageOf(path)) ?? 0) + size);
                byModule.set(path, (byModule.get(path) ?? 0) + size);
              }
            }
            const packages = Object.fromEntries([...byPackage].sort((a, b) => b[1] - a[1]).slice(0, 8));
            const modules = Object.fromEntries([...byModule].sort((a, b) => b[1] - a[1]).slice(0, 40));
            const groups = [...chunk.groupsIterable];
            const onlyIn = (name: string) => groups.length > 0 && groups.every((g) => g.name === name);
            const openapi = onlyIn("openapi");
            const pattern = onlyIn("pattern-engine");
            for (const file of [...chunk.files].filter(isJs))
              graph.chunks[file] = { bytes, monacoBytes, openapi, pattern, packages, modules };
          }
          compilation.emitAsset("chunk-graph.json", new webpack.sources.RawSource(JSON.stringify(graph, null, 1)));
        },
      );
    });
  }
}
