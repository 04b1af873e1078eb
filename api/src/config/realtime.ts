import { resolveLimits, type RealtimeLimits } from '../realtime/limits';
import { resolvePusherSecret } from '../secrets';
import type { AppConfig } from './app-config';
import type { Env, SectionContext } from './env';
import { flag, integer, positive, text } from './variable-types';

/** The real-time limits' variables (defaults and what each bounds: realtime/limits.ts). */
const REALTIME_LIMIT_VARIABLES = {
  PUSHER_ACTIVITY_TIMEOUT: 'activityTimeoutSeconds',
  PUSHER_PONG_TIMEOUT_MS: 'pongTimeoutMs',
  PUSHER_MAX_MESSAGE_BYTES: 'maxMessageBytes',
  PUSHER_HARD_MAX_FRAME_BYTES: 'hardMaxFrameBytes',
  PUSHER_MAX_CHANNELS_PER_SOCKET: 'maxChannelsPerSocket',
  PUSHER_CLIENT_EVENTS_PER_SECOND: 'clientEventsPerSecond',
  PUSHER_FRAMES_PER_SECOND: 'framesPerSecond',
  PUSHER_MAX_CONNECTIONS: 'maxConnections',
  PUSHER_MAX_CONNECTIONS_PER_IP: 'maxConnectionsPerAddress',
  PUSHER_MAX_PRESENCE_MEMBERS: 'maxPresenceMembers',
  PUSHER_MAX_PRESENCE_MEMBER_BYTES: 'maxPresenceMemberBytes',
  PUSHER_MAX_BUFFERED_BYTES: 'maxBufferedBytes',
} as const satisfies Record<string, keyof RealtimeLimits>;
type RealtimeLimitVariable = keyof typeof REALTIME_LIMIT_VARIABLES;

/** The Pusher-protocol server (realtime/): its app, port and limits. */
export const realtimeVariables = {
  PUSHER_APP_ID: text('lpk-local'),
  PUSHER_APP_KEY: text('lpk-local-key'),
  PUSHER_APP_SECRET: text(undefined),
  PUSHER_APP_CLUSTER: text('ap1'),
  PUSHER_PORT: integer(6001, 0, 65_535),
  // Off by default, as on Pusher: no feature uses client events (whisper), and a relayed one is data no server code has checked.
  PUSHER_CLIENT_EVENTS: flag(false),
  ...(Object.fromEntries(Object.keys(REALTIME_LIMIT_VARIABLES).map((name) => [name, positive()])) as Record<
    RealtimeLimitVariable,
    ReturnType<typeof positive>
  >),
};

function realtimeLimits(env: Env): RealtimeLimits {
  const fromEnv: Partial<RealtimeLimits> = {};
  for (const [name, key] of Object.entries(REALTIME_LIMIT_VARIABLES) as [RealtimeLimitVariable, keyof RealtimeLimits][]) {
    const value = env[name];
    if (value !== undefined) fromEnv[key] = value;
  }
  return resolveLimits(fromEnv);
}

export function realtimeSection(env: Env, context: SectionContext): Pick<AppConfig, 'pusher' | 'realtime'> {
  return {
    pusher: {
      appId: env.PUSHER_APP_ID,
      key: env.PUSHER_APP_KEY,
      // No default: from the environment, else generated once and kept in the data folder (secrets.ts).
      secret: resolvePusherSecret(
        { secret: env.PUSHER_APP_SECRET, production: context.production, testing: context.testing, secretsFile: env.SECRETS_FILE, sqlitePath: env.SQLITE_PATH },
        context.overrides.pusher?.secret,
      ),
      cluster: env.PUSHER_APP_CLUSTER,
      port: env.PUSHER_PORT,
    },
    realtime: { limits: realtimeLimits(env), clientEvents: env.PUSHER_CLIENT_EVENTS },
  };
}
