import { buildApp } from './app';

/** Starts the API host on PORT (default 8080). */
async function main(): Promise<void> {
  const app = await buildApp();
  const shutdown = async (signal: string) => {
    app.log.info({ signal }, 'shutting down');
    await app.close();
    process.exit(0);
  };
  process.once('SIGINT', () => void shutdown('SIGINT'));
  process.once('SIGTERM', () => void shutdown('SIGTERM'));
  await app.listen({ host: app.config.host, port: app.config.port });
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
