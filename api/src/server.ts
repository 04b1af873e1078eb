import { buildApp } from './app';
import { startRealtimeServer } from './realtime/server';
import { gracefulShutdown } from './shutdown';

/** Starts the API host on PORT (default 8080) and the real-time server on PUSHER_PORT (6001). */
async function main(): Promise<void> {
  const app = await buildApp();
  const realtime = await startRealtimeServer({ config: app.config, db: app.db, logger: app.log });
  app.broadcaster.attach(realtime);
  // Rolling restarts: stop accepting, drain HTTP, close sockets with a reconnect code (shutdown.ts).
  const shutdown = gracefulShutdown({ app, realtime, drainMs: app.config.shutdownDrainMs });
  process.once('SIGINT', () => void shutdown('SIGINT'));
  process.once('SIGTERM', () => void shutdown('SIGTERM'));
  await app.listen({ host: app.config.host, port: app.config.port });
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
