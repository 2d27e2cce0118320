/**
 * A download link for one CSV export: issued to a signed-in account for the view it asked for,
 * usable once, for a short time, without the Authorization header (the browser follows it as a
 * plain link and saves the file as it arrives). Rules live in http/exports.ts.
 */
export interface ExportLink {
  token: string;
  /** The download path it is for, e.g. `/users_export`; another path does not accept it. */
  path: string;
  /** The list's filters and sort, as validated when the link was asked for. */
  query: unknown;
  userId: number;
  /** The session that asked for it: the link dies with it. */
  sessionToken: string;
  /** Epoch milliseconds. */
  expiresAt: number;
  used: boolean;
}

/** Links by token. Plain storage; not stored data (the store's digest leaves it out). */
export class ExportLinkStore {
  private readonly byToken = new Map<string, ExportLink>();

  get size(): number {
    return this.byToken.size;
  }

  add(link: ExportLink): void {
    this.byToken.set(link.token, link);
  }

  get(token: string): ExportLink | undefined {
    return this.byToken.get(token);
  }

  /** Forgets links that ended before `before` (epoch ms), so the map stays small. */
  forgetEndedBefore(before: number): void {
    for (const [token, link] of this.byToken) {
      if (link.expiresAt < before) this.byToken.delete(token);
    }
  }

  clear(): void {
    this.byToken.clear();
  }
}
