// Next.js settings: core is transpiled from source; no telemetry, no remote fonts, no CDN.
import type { NextConfig } from "next";

const config: NextConfig = {
  transpilePackages: ["@packstudio/core", "@packstudio/sandbox", "@packstudio/db"],
  // PGlite and pg load files and native bits at run time: keep them out of the server bundle.
  serverExternalPackages: ["@electric-sql/pglite", "pg"],
  reactStrictMode: true,
  poweredByHeader: false,
  typedRoutes: false,
  // The server reads the example packs from the repository's spec folder at run time.
  outputFileTracingRoot: new URL("../..", import.meta.url).pathname,
  webpack(webpackConfig) {
    // Core is TypeScript source with ESM-style ".js" import specifiers.
    webpackConfig.resolve.extensionAlias = { ".js": [".ts", ".tsx", ".js"], ".mjs": [".mts", ".mjs"] };
    return webpackConfig;
  },
};

export default config;
