import { buildApp } from './app';
import { ConfigError } from './config';
import { startRealtimeForApp } from './realtime/start-for-app';
import { gracefulShutdown } from './shutdown';

/** Exit code of a configuration that cannot work (sysexits EX_CONFIG): supervisors do not restart it. */
export const EXIT_CONFIG = 78;

/** Starts the API host on PORT (default 8080) and the real-time server on PUSHER_PORT (6001). */
async function main(): Promise<void> {
  const app = await buildApp();
  // A promise nobody awaited failed: logged, the process goes on (nothing is half-done that a
  // restart would mend). An exception nobody caught leaves state unknown: logged, then the process
  // ends and its supervisor starts it again (npm start's, or systemd's: docs/deploying.md).
  process.on('unhandledRejection', (reason) => app.log.error({ err: reason }, 'unhandled promise rejection'));
  process.on('uncaughtException', (error) => {
    app.log.fatal({ err: error }, 'uncaught exception: exiting for the supervisor to restart');
    process.exit(1);
  });
  const realtime = await startRealtimeForApp(app);
  // Rolling restarts: stop accepting, drain HTTP, close sockets with a reconnect code (shutdown.ts).
  const shutdown = gracefulShutdown({ app, realtime, drainMs: app.config.shutdownDrainMs });
  process.once('SIGINT', () => void shutdown('SIGINT'));
  process.once('SIGTERM', () => void shutdown('SIGTERM'));
  await app.listen({ host: app.config.host, port: app.config.port });
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(error instanceof ConfigError ? EXIT_CONFIG : 1);
});
