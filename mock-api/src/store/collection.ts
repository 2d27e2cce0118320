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
  /**
   * Rows by id; undefined while the ids are 1 to n in row order (as seeded: 2,000,000 check-ins),
   * where the row list itself is the index (`rows[id - 1]`), made on the first removal.
   */
  private byId: Map<number, T> | undefined;
  private nextId: number;
  /** One more with every insert or removal: indexes of the row list compare it to stay current. */
  private rowChanges = 0;
  /** Per field, one more with every update that sets it (see `stamp`). */
  private readonly fieldChanges = new Map<string, number>();
  private readonly memos = new Map<string, { stamp: string; value: unknown }>();

  constructor(rows: T[]) {
    this.rows = rows;
    let dense = true;
    let max = 0;
    for (let i = 0; i < rows.length; i += 1) {
      const { id } = rows[i]!;
      if (id !== i + 1) dense = false;
      if (id > max) max = id;
    }
    if (!dense) this.byId = new Map(rows.map((row) => [row.id, row]));
    this.nextId = max + 1;
  }

  all(): readonly T[] {
    return this.rows;
  }

  get size(): number {
    return this.rows.length;
  }

  /**
   * A value that changes whenever the rows change or an update sets one of `fields` (every
   * update, if none are named): an index built from those fields is current while it is the same.
   */
  stamp(...fields: (keyof T & string)[]): string {
    const changes = fields.map((field) => this.fieldChanges.get(field) ?? 0);
    if (fields.length === 0) for (const count of this.fieldChanges.values()) changes.push(count);
    return `${this.rowChanges}:${changes.join(',')}`;
  }

  /**
   * Something worked out from the rows (an order, an index), kept under `key` while `stamp` (see
   * `stamp()`, of this collection and any other it depends on) stays the same, else built again.
   */
  memo<V>(key: string, stamp: string, build: () => V): V {
    const kept = this.memos.get(key);
    if (kept?.stamp === stamp) return kept.value as V;
    const value = build();
    this.memos.set(key, { stamp, value });
    return value;
  }

  /** True while no row was inserted, updated or removed since the collection was made. */
  unchanged(): boolean {
    return this.rowChanges === 0 && this.fieldChanges.size === 0;
  }

  findById(id: number): T | undefined {
    if (this.byId) return this.byId.get(id);
    // Dense: ids are 1 to n in row order (an insert takes n + 1 and keeps it so).
    if (!Number.isInteger(id) || id < 1 || id > this.rows.length) return undefined;
    return this.rows[id - 1];
  }

  /** Adds a row with the next id. */
  insert(input: Omit<T, 'id'>): T {
    const row = { ...input, id: this.nextId } as T;
    this.nextId += 1;
    this.rows.push(row);
    this.byId?.set(row.id, row);
    this.rowChanges += 1;
    return row;
  }

  update(id: number, patch: Partial<Omit<T, 'id'>>): T | undefined {
    const row = this.findById(id);
    if (!row) return row;
    Object.assign(row, patch);
    for (const field of Object.keys(patch)) {
      this.fieldChanges.set(field, (this.fieldChanges.get(field) ?? 0) + 1);
    }
    return row;
  }

  /** Removes the row for good; `false` when there was none. */
  remove(id: number): boolean {
    const row = this.findById(id);
    if (!row) return false;
    this.byId ??= new Map(this.rows.map((kept) => [kept.id, kept]));
    this.byId.delete(id);
    this.rows.splice(this.rows.indexOf(row), 1);
    this.rowChanges += 1;
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
