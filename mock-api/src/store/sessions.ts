export interface Session {
  token: string;
  userId: number;
  /** Epoch milliseconds. */
  createdAt: number;
  /** Epoch milliseconds: the absolute end, however busy the session is. */
  expiresAt: number;
  /** Epoch milliseconds of the last authenticated call; the idle timeout counts from here. */
  lastUsedAt: number;
}

/** Live sessions by token. Plain storage; issuing, expiry and revocation rules live in auth.ts. */
export class SessionStore {
  private readonly byToken = new Map<string, Session>();

  get size(): number {
    return this.byToken.size;
  }

  add(session: Session): void {
    this.byToken.set(session.token, session);
  }

  get(token: string): Session | undefined {
    return this.byToken.get(token);
  }

  delete(token: string): boolean {
    return this.byToken.delete(token);
  }

  /** Deletes every session the predicate accepts; returns how many went. */
  deleteWhere(predicate: (session: Session) => boolean): number {
    let removed = 0;
    for (const [token, session] of this.byToken) {
      if (predicate(session)) {
        this.byToken.delete(token);
        removed += 1;
      }
    }
    return removed;
  }

  clear(): void {
    this.byToken.clear();
  }
}
