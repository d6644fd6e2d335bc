// Next.js settings: core is transpiled from source; no telemetry, no remote fonts, no CDN.
import type { NextConfig } from "next";
import { ChunkGraphPlugin } from "./build/chunk-graph-plugin";
import { LazyOpenApiPlugin } from "./build/lazy-openapi-plugin";
import { LazyPatternPlugin } from "./build/lazy-pattern-plugin";
import { MarkdownEntitiesPlugin } from "./build/markdown-entities-plugin";
import { apiCsp, securityHeaders } from "./src/security/csp";

const root = new URL("../..", import.meta.url).pathname;

const config: NextConfig = {
  transpilePackages: ["@packstudio/core", "@packstudio/sandbox", "@packstudio/db"],
  // PGlite, pg and koffi (malloc-trim.ts) load files and native bits at run time: keep them out of the server bundle.
  serverExternalPackages: ["@electric-sql/pglite", "pg", "koffi"],
  reactStrictMode: true,
  poweredByHeader: false,
  typedRoutes: false,
  // The server reads the example packs from the repository's spec folder at run time.
  outputFileTracingRoot: root,
  // Fixed headers for every response; pages also get a per-request CSP with a script nonce (src/proxy.ts).
  async headers() {
    return [
      { source: "/:path*", headers: securityHeaders },
      { source: "/api/:path*", headers: [{ key: "Content-Security-Policy", value: apiCsp }] },
    ];
  },
  webpack(webpackConfig, { isServer, dev, webpack }) {
    // Core is TypeScript source with ESM-style ".js" import specifiers.
    webpackConfig.resolve.extensionAlias = { ".js": [".ts", ".tsx", ".js"], ".mjs": [".mts", ".mjs"] };
    // Which browser chunks hold Monaco, for bench/bundle-size.ts.
    if (!isServer && !dev) webpackConfig.plugins.push(new ChunkGraphPlugin(webpack, root));
    // The browser loads core's OpenAPI reader only for openapi packs (build/lazy-openapi-plugin.ts).
    if (!isServer) webpackConfig.plugins.push(new LazyOpenApiPlugin(root));
    // The browser loads core's linear-time pattern engine (re2js) only for packs with a pattern (build/lazy-pattern-plugin.ts).
    if (!isServer) webpackConfig.plugins.push(new LazyPatternPlugin(root));
    // The browser reads markdown-it's character references with its own HTML parser (build/markdown-entities-plugin.ts).
    if (!isServer) webpackConfig.plugins.push(new MarkdownEntitiesPlugin(root));
    return webpackConfig;
  },
};

export default config;
