import pg from 'pg';

// Every statement any pg client in this process sends while a recording runs: a service's own
// pool and a bench twin's connection alike.
let recording: string[] | null = null;
const query = pg.Client.prototype.query;
pg.Client.prototype.query = function (this: pg.Client, ...args: unknown[]) {
  const q = args[0] as string | { text: string };
  recording?.push(typeof q === 'string' ? q : q.text);
  return (query as (...a: unknown[]) => unknown).apply(this, args);
} as typeof query;

/** Runs `work` and answers what it answered with the text of every statement sent meanwhile. */
export async function recordStatements<T>(work: () => Promise<T>): Promise<{ value: T; statements: string[] }> {
  const statements: string[] = [];
  recording = statements;
  try {
    return { value: await work(), statements };
  } finally {
    recording = null;
  }
}
