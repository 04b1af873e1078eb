/** What the registry needs from a connection: its id and a way to send it a frame. */
export interface Subscriber {
  readonly socketId: string;
  /** Sends one encoded frame; must not throw. */
  deliver(frame: Buffer): void;
}

/**
 * The sockets of THIS node subscribed to each channel. Delivery to other nodes goes through
 * the bus (bus.ts); this is only the local fan-out. A channel disappears with its last socket.
 */
export class ChannelRegistry {
  private readonly channels = new Map<string, Map<string, Subscriber>>();

  /** `onChange` hears of every change of a channel's subscriber count (channel-counts.ts). */
  constructor(private readonly onChange?: (channel: string) => void) {}

  add(channel: string, subscriber: Subscriber): void {
    let members = this.channels.get(channel);
    if (!members) {
      members = new Map();
      this.channels.set(channel, members);
    }
    const known = members.has(subscriber.socketId);
    members.set(subscriber.socketId, subscriber);
    if (!known) this.onChange?.(channel);
  }

  remove(channel: string, socketId: string): void {
    const members = this.channels.get(channel);
    if (!members || !members.delete(socketId)) return;
    if (members.size === 0) this.channels.delete(channel);
    this.onChange?.(channel);
  }

  has(channel: string, socketId: string): boolean {
    return this.channels.get(channel)?.has(socketId) ?? false;
  }

  /** Sends one already-encoded frame to every local subscriber of the channel but `exceptSocketId`. */
  deliver(channel: string, frame: string | Buffer, exceptSocketId?: string): number {
    const members = this.channels.get(channel);
    if (!members) return 0;
    // Encode once, send the same bytes to every socket.
    const bytes = typeof frame === 'string' ? Buffer.from(frame) : frame;
    let sent = 0;
    for (const subscriber of members.values()) {
      if (subscriber.socketId === exceptSocketId) continue;
      subscriber.deliver(bytes);
      sent += 1;
    }
    return sent;
  }

  subscriberCount(channel: string): number {
    return this.channels.get(channel)?.size ?? 0;
  }

  channelNames(): string[] {
    return [...this.channels.keys()];
  }

  get size(): number {
    return this.channels.size;
  }
}
