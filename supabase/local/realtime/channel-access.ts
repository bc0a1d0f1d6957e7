import type { Database, Queryable } from '../../db/database.ts';
import type { Caller } from '../caller.ts';

export interface ChannelAccess {
  /** Broadcasts on the topic may be received. */
  broadcastRead: boolean;
  /** Presence on the topic may be received. A join needs one of the two. */
  presenceRead: boolean;
  /** Broadcasts from this client may be relayed to the topic. */
  write: boolean;
}

class Rollback extends Error {}

/** Runs `fn` in a transaction that is always rolled back, resolving to what `fn` returned. */
async function rolledBack<T>(db: Database, fn: (tx: Queryable) => Promise<T>): Promise<T> {
  let result: T | undefined;
  await db
    .transaction(async (tx) => {
      result = await fn(tx);
      throw new Rollback();
    })
    .catch((error: unknown) => {
      if (!(error instanceof Rollback)) throw error;
    });
  return result as T;
}

const becomeSubscriber = (tx: Queryable, caller: Caller, topic: string) =>
  tx.query(
    `select set_config('role', $1, true), set_config('realtime.topic', $2, true),
            set_config('request.jwt.claims', $3, true), set_config('request.headers', '{}', true)`,
    [caller.role, topic, JSON.stringify(caller.claims)],
  );

/**
 * A private channel's rights, decided by the RLS policies on realtime.messages as hosted Realtime decides them
 * (lib/realtime/tenants/authorization.ex): reading is seeing a probe row for the topic inserted by the server;
 * writing is being allowed to insert one. Both checks are rolled back; a policy that errors means no.
 */
export async function channelAccess(db: Database, caller: Caller, topic: string): Promise<ChannelAccess> {
  const readable = await rolledBack(db, async (tx) => {
    const { rows: probes } = await tx.query<{ id: string }>(
      `insert into realtime.messages (topic, extension) values ($1, 'broadcast'), ($1, 'presence') returning id::text`,
      [topic],
    );
    await becomeSubscriber(tx, caller, topic);
    const { rows } = await tx.query<{ extension: string }>(
      `select extension from realtime.messages where topic = $1 and id = any($2::uuid[])`,
      [topic, probes.map((p) => p.id)],
    );
    return new Set(rows.map((r) => r.extension));
  }).catch(() => new Set<string>());
  const write = await rolledBack(db, async (tx) => {
    await becomeSubscriber(tx, caller, topic);
    await tx.query(`insert into realtime.messages (topic, extension) values ($1, 'broadcast')`, [topic]);
    return true;
  }).catch(() => false);
  return { broadcastRead: readable.has('broadcast'), presenceRead: readable.has('presence'), write };
}
