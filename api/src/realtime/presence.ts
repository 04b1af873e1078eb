import type { FastifyBaseLogger } from 'fastify';
import type { RedisClientType } from 'redis';
import type { PresenceMember } from './protocol';

export type MemberList = Map<string, Record<string, unknown>>;

export type JoinResult =
  { ok: true; /** first socket of this user in the channel: announce member_added */ added: boolean; members: MemberList } | { ok: false; reason: 'full' };

/**
 * Who is in each presence channel. A member is a user; a user may have several sockets (tabs,
 * nodes). `member_added` is due when a user's first socket joins, `member_removed` when the last
 * one leaves, counted across all nodes.
 */
export interface PresenceStore {
  join(channel: string, socketId: string, member: PresenceMember, maxMembers: number): Promise<JoinResult>;
  /** True when that was the user's last socket in the channel (announce member_removed). */
  leave(channel: string, socketId: string, userId: string): Promise<boolean>;
  /** Drops members held by nodes that died without cleaning up; returns the users now gone. */
  sweep(channel: string): Promise<string[]>;
  /**
   * The ids of the users in the channel, on every node (members held by a node whose heartbeat
   * expired are left out even before they are swept). Reads only.
   */
  members(channel: string): Promise<string[]>;
  close(): Promise<void>;
}

/** The key a node's heartbeat lives under with Redis (presence and channel counts read it). */
export function nodeHeartbeatKey(prefix: string, nodeId: string): string {
  return `${prefix}node:${nodeId}`;
}

/** One node: everything in memory. */
export class MemoryPresenceStore implements PresenceStore {
  private readonly channels = new Map<string, Map<string, { info: Record<string, unknown>; sockets: Set<string> }>>();

  async join(channel: string, socketId: string, member: PresenceMember, maxMembers: number): Promise<JoinResult> {
    let users = this.channels.get(channel);
    if (!users) {
      users = new Map();
      this.channels.set(channel, users);
    }
    let entry = users.get(member.user_id);
    if (!entry && users.size >= maxMembers) return { ok: false, reason: 'full' };
    const added = !entry;
    if (!entry) {
      entry = { info: member.user_info, sockets: new Set() };
      users.set(member.user_id, entry);
    }
    entry.info = member.user_info;
    entry.sockets.add(socketId);
    const members: MemberList = new Map();
    for (const [id, e] of users) members.set(id, e.info);
    return { ok: true, added, members };
  }

  async leave(channel: string, socketId: string, userId: string): Promise<boolean> {
    const users = this.channels.get(channel);
    const entry = users?.get(userId);
    if (!users || !entry || !entry.sockets.delete(socketId)) return false;
    if (entry.sockets.size > 0) return false;
    users.delete(userId);
    if (users.size === 0) this.channels.delete(channel);
    return true;
  }

  async sweep(): Promise<string[]> {
    return [];
  }

  async members(channel: string): Promise<string[]> {
    return [...(this.channels.get(channel)?.keys() ?? [])];
  }

  async close(): Promise<void> {
    this.channels.clear();
  }
}

// KEYS[1] sockets hash (field "{node}|{socket}" -> member JSON), KEYS[2] users hash (user id -> socket count)
// ARGV: field, user id, member JSON, max members. Returns -1 full, 1 first socket of the user, 0 otherwise.
const JOIN_SCRIPT = `
local known = redis.call('HEXISTS', KEYS[2], ARGV[2])
if known == 0 and tonumber(ARGV[4]) > 0 and redis.call('HLEN', KEYS[2]) >= tonumber(ARGV[4]) then return -1 end
if redis.call('HSET', KEYS[1], ARGV[1], ARGV[3]) == 0 then return 0 end
if redis.call('HINCRBY', KEYS[2], ARGV[2], 1) == 1 then return 1 end
return 0`;

// KEYS as above; ARGV: field, user id. Returns 1 when the user's last socket left.
const LEAVE_SCRIPT = `
if redis.call('HDEL', KEYS[1], ARGV[1]) == 1 then
  if redis.call('HINCRBY', KEYS[2], ARGV[2], -1) <= 0 then
    redis.call('HDEL', KEYS[2], ARGV[2])
    return 1
  end
end
return 0`;

/**
 * Presence shared by all nodes through Redis hashes. Both scripts run atomically in Redis, so
 * two nodes joining or leaving at once still count a user's sockets right. Each node keeps a
 * heartbeat key; members held by a node whose heartbeat expired (a crash) are swept away.
 */
export class RedisPresenceStore implements PresenceStore {
  private heartbeat: NodeJS.Timeout | undefined;

  constructor(
    private readonly redis: RedisClientType,
    private readonly prefix: string,
    private readonly nodeId: string,
    private readonly logger: FastifyBaseLogger,
    private readonly heartbeatMs = 5_000,
  ) {}

  async start(): Promise<void> {
    await this.beat();
    this.heartbeat = setInterval(() => {
      this.beat().catch((error: unknown) => this.logger.warn({ err: error }, 'realtime: heartbeat failed'));
    }, this.heartbeatMs);
    this.heartbeat.unref();
  }

  private beat(): Promise<unknown> {
    return this.redis.set(this.nodeKey(this.nodeId), String(Date.now()), { PX: this.heartbeatMs * 3 });
  }

  private nodeKey(nodeId: string): string {
    return nodeHeartbeatKey(this.prefix, nodeId);
  }

  private keys(channel: string): [string, string] {
    return [`${this.prefix}presence:${channel}:sockets`, `${this.prefix}presence:${channel}:users`];
  }

  async join(channel: string, socketId: string, member: PresenceMember, maxMembers: number): Promise<JoinResult> {
    const keys = this.keys(channel);
    const result = await this.redis.eval(JOIN_SCRIPT, {
      keys,
      arguments: [`${this.nodeId}|${socketId}`, member.user_id, JSON.stringify(member), String(maxMembers)],
    });
    if (Number(result) === -1) return { ok: false, reason: 'full' };
    const members: MemberList = new Map();
    const all = await this.redis.hGetAll(keys[0]);
    for (const json of Object.values(all)) {
      const m = parseMember(json);
      if (m) members.set(m.user_id, m.user_info);
    }
    members.set(member.user_id, member.user_info);
    return { ok: true, added: Number(result) === 1, members };
  }

  async leave(channel: string, socketId: string, userId: string): Promise<boolean> {
    return this.leaveField(channel, `${this.nodeId}|${socketId}`, userId);
  }

  private async leaveField(channel: string, field: string, userId: string): Promise<boolean> {
    const result = await this.redis.eval(LEAVE_SCRIPT, { keys: this.keys(channel), arguments: [field, userId] });
    return Number(result) === 1;
  }

  async sweep(channel: string): Promise<string[]> {
    const all = await this.redis.hGetAll(this.keys(channel)[0]);
    const byNode = new Map<string, [string, string][]>();
    for (const [field, json] of Object.entries(all)) {
      const node = field.slice(0, field.indexOf('|'));
      if (node === this.nodeId) continue;
      const userId = parseMember(json)?.user_id ?? '';
      const list = byNode.get(node) ?? [];
      list.push([field, userId]);
      byNode.set(node, list);
    }
    if (byNode.size === 0) return [];
    const nodes = [...byNode.keys()];
    const alive = await this.redis.mGet(nodes.map((n) => this.nodeKey(n)));
    const gone: string[] = [];
    for (const [i, node] of nodes.entries()) {
      if (alive[i] !== null) continue;
      for (const [field, userId] of byNode.get(node) ?? []) {
        if (userId === '') await this.redis.hDel(this.keys(channel)[0], field);
        else if (await this.leaveField(channel, field, userId)) gone.push(userId);
      }
    }
    if (gone.length) this.logger.info({ channel, users: gone.length }, 'realtime: swept presence members of a dead node');
    return gone;
  }

  async members(channel: string): Promise<string[]> {
    const all = await this.redis.hGetAll(this.keys(channel)[0]);
    const byNode = new Map<string, Set<string>>();
    for (const [field, json] of Object.entries(all)) {
      const userId = parseMember(json)?.user_id;
      if (userId === undefined) continue;
      const node = field.slice(0, field.indexOf('|'));
      const users = byNode.get(node) ?? new Set<string>();
      users.add(userId);
      byNode.set(node, users);
    }
    const others = [...byNode.keys()].filter((node) => node !== this.nodeId);
    const alive = others.length > 0 ? await this.redis.mGet(others.map((n) => this.nodeKey(n))) : [];
    const live = new Set([this.nodeId, ...others.filter((_, i) => alive[i] !== null)]);
    const users = new Set<string>();
    for (const [node, ids] of byNode) if (live.has(node)) for (const id of ids) users.add(id);
    return [...users];
  }

  async close(): Promise<void> {
    if (this.heartbeat) clearInterval(this.heartbeat);
    await this.redis.del(this.nodeKey(this.nodeId));
  }
}

function parseMember(json: string): PresenceMember | undefined {
  try {
    const value = JSON.parse(json) as Partial<PresenceMember>;
    if (typeof value.user_id !== 'string') return undefined;
    return { user_id: value.user_id, user_info: value.user_info ?? {} };
  } catch {
    return undefined;
  }
}
