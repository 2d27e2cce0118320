export interface Session {
  token: string;
  /**
   * Names the session in `GET /admin_session_list` and `POST /admin_session_end`: random, not
   * derived from the token, so listing sessions never gives anyone a way to use one.
   */
  id: string;
  userId: number;
  /** The sign-in's User-Agent header (cut to a few hundred characters), to name the browser. */
  userAgent: string;
  /** Epoch milliseconds. */
  createdAt: number;
  /** Epoch milliseconds: the absolute end, however busy the session is. */
  expiresAt: number;
  /** Epoch milliseconds of the last authenticated call; the idle timeout counts from here. */
  lastUsedAt: number;
}

/**
 * Tokens of sessions ended because their account signed in once too often are remembered this
 * many at most (oldest forgotten first), so that their 401 can say why; a forgotten one is an
 * ordinary expired token.
 */
const REPLACED_KEPT = 10_000;

/** Live sessions by token. Plain storage; issuing, expiry and revocation rules live in auth.ts. */
export class SessionStore {
  private readonly byToken = new Map<string, Session>();
  /** Token → epoch ms until which its 401 says "replaced" (its absolute end). */
  private readonly replaced = new Map<string, number>();

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

  /** The user's sessions, oldest first (in the order they started). */
  ofUser(userId: number): Session[] {
    return [...this.byToken.values()].filter((session) => session.userId === userId);
  }

  /** Ends the session because its account started too many: its token's 401 will say so. */
  replace(session: Session): void {
    this.byToken.delete(session.token);
    this.replaced.set(session.token, session.expiresAt);
    if (this.replaced.size > REPLACED_KEPT) {
      const oldest = this.replaced.keys().next().value;
      if (oldest !== undefined) this.replaced.delete(oldest);
    }
  }

  /** Whether `token` belonged to a session ended by `replace` and would still have been valid. */
  wasReplaced(token: string, now: number): boolean {
    const until = this.replaced.get(token);
    if (until === undefined) return false;
    if (until > now) return true;
    this.replaced.delete(token);
    return false;
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
    this.replaced.clear();
  }
}
