// Runs in the browser before any page code: zod without its JIT. zod probes `new Function` to decide
// whether to compile parsers, and the page CSP (no 'unsafe-eval') refuses the probe and reports a
// violation even though zod catches it; without eval zod takes the same interpreted path anyway.
// zod keeps its settings in globalThis.__zod_globalConfig (so that several copies share them);
// setting the flag there, not through `config()` from "zod/v4/core", keeps 40 kB of zod out of
// every page's first scripts. instrumentation-client.test.ts checks that zod reads it.

const holder = globalThis as { __zod_globalConfig?: { jitless?: boolean } };
holder.__zod_globalConfig ??= {};
holder.__zod_globalConfig.jitless = true;
