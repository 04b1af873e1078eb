/**
 * oidc-provider's storage for the development stand-in: one Map per provider, in this process's
 * memory (sign-ins last minutes; a restart ends those under way). Expired entries are dropped
 * when met and swept on writes.
 */
interface Entry {
  payload: Record<string, unknown>;
  expiresAt: number;
}

const MAX_ENTRIES = 10_000;

export function memoryAdapter(): new (name: string) => object {
  const entries = new Map<string, Entry>();
  const live = (key: string): Entry | undefined => {
    const entry = entries.get(key);
    if (entry && entry.expiresAt <= Date.now()) {
      entries.delete(key);
      return undefined;
    }
    return entry;
  };
  const sweep = () => {
    const now = Date.now();
    for (const [key, entry] of entries) if (entry.expiresAt <= now) entries.delete(key);
    // Still too many (a flood of started sign-ins): the oldest go first.
    for (const key of entries.keys()) {
      if (entries.size <= MAX_ENTRIES) break;
      entries.delete(key);
    }
  };

  return class MemoryAdapter {
    constructor(private readonly name: string) {}

    private key(id: string): string {
      return `${this.name}:${id}`;
    }

    async upsert(id: string, payload: Record<string, unknown>, expiresIn: number): Promise<void> {
      if (entries.size >= MAX_ENTRIES) sweep();
      entries.set(this.key(id), { payload, expiresAt: Date.now() + Math.max(1, expiresIn) * 1000 });
    }

    async find(id: string): Promise<Record<string, unknown> | undefined> {
      return live(this.key(id))?.payload;
    }

    async findByUid(uid: string): Promise<Record<string, unknown> | undefined> {
      for (const [key, entry] of entries) {
        if (key.startsWith(`${this.name}:`) && entry.payload.uid === uid) return live(key)?.payload;
      }
      return undefined;
    }

    async findByUserCode(userCode: string): Promise<Record<string, unknown> | undefined> {
      for (const [key, entry] of entries) {
        if (key.startsWith(`${this.name}:`) && entry.payload.userCode === userCode) return live(key)?.payload;
      }
      return undefined;
    }

    async consume(id: string): Promise<void> {
      const entry = live(this.key(id));
      if (entry) entry.payload.consumed = Math.floor(Date.now() / 1000);
    }

    async destroy(id: string): Promise<void> {
      entries.delete(this.key(id));
    }

    async revokeByGrantId(grantId: string): Promise<void> {
      for (const [key, entry] of entries) if (entry.payload.grantId === grantId) entries.delete(key);
    }
  };
}
