import path from "node:path";
import { buildApp } from "./app.ts";
import { type Config, loadConfig } from "./platform/config.ts";
import { loggerOptions } from "./platform/logger.ts";

let config: Config;
try {
  config = loadConfig();
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}

const app = await buildApp({
  config,
  siteRoot: path.resolve(import.meta.dirname, "../build/client"),
  logger: loggerOptions(config.logLevel),
});

const shutdownGraceMs = 15_000;

for (const signal of ["SIGTERM", "SIGINT"] as const) {
  process.once(signal, async () => {
    app.log.info({ signal }, "shutting down: finishing requests and the mail being sent");
    setTimeout(() => {
      app.log.error("shutdown took too long; exiting");
      process.exit(1);
    }, shutdownGraceMs).unref();
    try {
      // Stops listening, waits for in-flight requests, stops the outbox, closes the database.
      await app.close();
      process.exit(0);
    } catch (error) {
      app.log.error({ err: error }, "shutdown failed");
      process.exit(1);
    }
  });
}

await app.listen({ port: config.port, host: config.host });
