/** A row of a collection: every record has a numeric id, unique within its collection. */
export interface Row {
  id: number;
}

/**
 * An in-memory table: rows in insertion order, ids allocated from the highest seeded id. The
 * collections of the store extend it with their own lookups and rules.
 */
export class Collection<T extends Row> {
  protected readonly rows: T[];
  private readonly byId = new Map<number, T>();
  private nextId: number;

  constructor(rows: T[]) {
    this.rows = rows;
    for (const row of rows) this.byId.set(row.id, row);
    this.nextId = rows.reduce((max, row) => Math.max(max, row.id), 0) + 1;
  }

  all(): readonly T[] {
    return this.rows;
  }

  get size(): number {
    return this.rows.length;
  }

  findById(id: number): T | undefined {
    return this.byId.get(id);
  }

  /** Adds a row with the next id. */
  insert(input: Omit<T, 'id'>): T {
    const row = { ...input, id: this.nextId } as T;
    this.nextId += 1;
    this.rows.push(row);
    this.byId.set(row.id, row);
    return row;
  }

  update(id: number, patch: Partial<Omit<T, 'id'>>): T | undefined {
    const row = this.byId.get(id);
    if (row) Object.assign(row, patch);
    return row;
  }

  /** Removes the row for good; `false` when there was none. */
  remove(id: number): boolean {
    const row = this.byId.get(id);
    if (!row) return false;
    this.byId.delete(id);
    this.rows.splice(this.rows.indexOf(row), 1);
    return true;
  }
}

/**
 * What every record the console edits carries, so that an edit based on an old copy is refused
 * instead of silently undoing someone else's change (see http/versions.ts).
 */
export interface Versioned {
  /** 1 when created; one more with every change. */
  version: number;
  updated_at: string;
  /** Name of the admin who changed it last, as it was then; null if nobody has since seeding. */
  updated_by: string | null;
}

/** The versioning fields of a seeded record: nobody has changed it yet. */
export const seededVersion = (at: string): Versioned => ({
  version: 1,
  updated_at: at,
  updated_by: null,
});

/** The fields that turn `row` into its next version, changed by `by` at `at`. */
export const nextVersion = (row: Versioned, by: string, at = new Date().toISOString()) => ({
  version: row.version + 1,
  updated_at: at,
  updated_by: by,
});

/** Lower-cased and trimmed, with inner whitespace collapsed: the form names are compared in. */
export function comparable(text: string): string {
  return text.trim().replace(/\s+/g, ' ').toLowerCase();
}
