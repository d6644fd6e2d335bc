// Runs once when the studio's server starts: stamp each request with its client address (for rate limits),
// and check the rate-limit and proxy settings so a typo stops the start instead of the first request.
export async function register(): Promise<void> {
  if (process.env.NEXT_RUNTIME !== "nodejs") return;
  const { installPeerStamp } = await import("./server/rate-limits/client-address");
  const { rateLimitSettings } = await import("./server/rate-limits/settings");
  rateLimitSettings();
  installPeerStamp();
}
