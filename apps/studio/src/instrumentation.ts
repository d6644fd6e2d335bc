// Runs once when the studio's server starts: check the rate-limit and proxy settings, and stamp each request
// with its client address (for rate limits). A setting that cannot be read stops the start with its reason:
// otherwise every request would fail with it.
export async function register(): Promise<void> {
  if (process.env.NEXT_RUNTIME !== "nodejs") return;
  const { installPeerStamp } = await import("./server/rate-limits/client-address");
  const { rateLimitSettings } = await import("./server/rate-limits/settings");
  try {
    rateLimitSettings();
    installPeerStamp();
  } catch (error) {
    process.stderr.write(`Pack Studio cannot start: ${(error as Error).message}\n`);
    process.exit(1);
  }
}
