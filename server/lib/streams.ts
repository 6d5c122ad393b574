import { Readable } from 'node:stream';

/**
 * A stream of `items` whose first `lead` items are read before it is answered: a download's
 * first query then runs before any header is sent, so input the database refuses (a NUL in a
 * PostgreSQL text) is an error answer (400), not a response cut off after its headers.
 */
export async function startedStream(items: AsyncIterable<string>, lead: number): Promise<Readable> {
  const iterator = items[Symbol.asyncIterator]();
  const first: string[] = [];
  for (let read = 0; read < lead; read++) {
    const next = await iterator.next();
    if (next.done) return Readable.from(first);
    first.push(next.value);
  }
  async function* rest() {
    try {
      yield* first;
      for (let next = await iterator.next(); !next.done; next = await iterator.next()) yield next.value;
    } finally {
      // A client that leaves early ends the source too (its clean-up, the export's audit entry).
      await iterator.return?.();
    }
  }
  return Readable.from(rest());
}
