/**
 * Run by tsx in a child process of a test: the real API (in-memory SQLite, demo data) and the
 * real-time server of api/ on loopback. Prints one JSON line with their addresses, stops when
 * its stdin closes (the test ended or died).
 */
import path from 'node:path';

/** The part of api/test/realtime-helpers.ts used here. Loaded by path so that mf-shared's
 * type check does not pull in api's sources (they type-check in their own project). */
type StartStack = (options: { config?: { corsOrigins?: string[] } }) => Promise<{
  httpUrl: string;
  wsPort: number;
  app: { config: { pusher: { key: string } } };
  close: () => Promise<void>;
}>;

async function main(): Promise<void> {
  const helpers = path.join(__dirname, '..', '..', '..', 'api', 'test', 'realtime-helpers.ts');
  const { startStack } = (await import(helpers)) as { startStack: StartStack };
  const stack = await startStack({ config: { corsOrigins: ['http://localhost'] } });
  process.stdout.write(`${JSON.stringify({ httpUrl: stack.httpUrl, wsPort: stack.wsPort, key: stack.app.config.pusher.key })}\n`);
  process.stdin.resume();
  process.stdin.on('end', () => {
    void stack.close().finally(() => process.exit(0));
  });
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
