// Preloaded into the server by the bad-input test only (node --expose-gc --import this file). On SIGUSR2 it
// runs a full garbage collection and prints the memory still in use: an idle process has no reason to collect,
// so without this the figure would count garbage, not what the server holds.
export const memoryMarker = "reliability-memory";

process.on("SIGUSR2", () => {
  const collect = (globalThis as { gc?: () => void }).gc;
  collect?.();
  collect?.();
  const { rss, heapUsed, external } = process.memoryUsage();
  process.stdout.write(`${memoryMarker} ${JSON.stringify({ rss, heapUsed, external })}\n`);
});
