import { textFrame, type OutgoingFrame } from './ws-frame';

/** What the registry needs from a connection: its id and a way to send it a frame. */
export interface Subscriber {
  readonly socketId: string;
  /** Sends one frame, built once for every socket; must not throw. */
  deliver(frame: OutgoingFrame): void;
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

  /**
   * Sends one encoded Pusher frame to every local subscriber of the channel but `exceptSocketId`
   * (the sender, in Pusher's `socket_id` semantics). The WebSocket frame is built once, here, and
   * the same buffer goes to every socket: nothing is allocated per socket on this path.
   */
  deliver(channel: string, frame: string | OutgoingFrame, exceptSocketId?: string): number {
    const members = this.channels.get(channel);
    if (!members) return 0;
    // Nobody to send to once the sender is left out: no frame to build.
    if (members.size === 1 && exceptSocketId !== undefined && members.has(exceptSocketId)) return 0;
    const prepared = typeof frame === 'string' ? textFrame(frame) : frame;
    let sent = 0;
    for (const subscriber of members.values()) {
      if (subscriber.socketId === exceptSocketId) continue;
      subscriber.deliver(prepared);
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
