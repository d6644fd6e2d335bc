// Waiting for a studio server before a load benchmark: up, and its example catalog seeded and settled.
/** Whether the server at `base` answers its trivial route. */
export async function up(base: string): Promise<boolean> {
  try {
    return (await fetch(`${base}/api/health`)).ok;
  } catch {
    return false;
  }
}

const searchPath = (input: object) => `/api/trpc/catalog.search?input=${encodeURIComponent(JSON.stringify(input))}`;

/**
 * Wait until the example catalog is seeded and its dry-run badges (sandbox runs in the background) have
 * stopped changing for 5 s, so the load does not share the machine with them. At most 3 minutes.
 */
export async function catalogSettled(base: string): Promise<void> {
  let last = "";
  let steady = 0;
  for (let i = 0; i < 180 && steady < 5; i++) {
    const res = await fetch(`${base}${searchPath({ pageSize: 100 })}`);
    const body = (await res.json()) as { result?: { data?: { items: { dryRunOk: unknown }[] } } };
    const now = JSON.stringify(body.result?.data?.items.map((p) => p.dryRunOk) ?? null);
    steady = now === last ? steady + 1 : 0;
    last = now;
    await new Promise((r) => setTimeout(r, 1000));
  }
}
