import type { Database } from '../../db/database.ts';

export interface BroadcastMessage {
  topic: string;
  event: string;
  payload: Record<string, unknown>;
  private: boolean;
}

/** How long sent messages are kept (hosted keeps them for replay; its janitor drops partitions after 3 days). */
const RETENTION = '3 days';

/**
 * Broadcasts sent from the database (`realtime.send`, `realtime.broadcast_changes`): each committed row of
 * realtime.messages with a payload, in commit order (the notification from local/realtime/capture.sql).
 */
export class MessageFeed {
  private unlisten?: () => Promise<void>;
  private delivering: Promise<void> = Promise.resolve();

  constructor(
    private readonly db: Database,
    private readonly onMessage: (message: BroadcastMessage) => void,
    private readonly onError: (error: unknown) => void,
  ) {}

  async start(): Promise<void> {
    await this.db.query(`delete from realtime.messages where inserted_at < now() - $1::interval`, [
      RETENTION,
    ]);
    this.unlisten = await this.db.listen('local_realtime_messages', (id) => {
      this.delivering = this.delivering.then(() => this.deliver(id)).catch(this.onError);
    });
  }

  async stop(): Promise<void> {
    await this.unlisten?.();
    await this.delivering;
  }

  private async deliver(id: string): Promise<void> {
    const { rows } = await this.db.query<BroadcastMessage>(
      `select topic, event, payload, coalesce(private, false) as private from realtime.messages where id = $1`,
      [id],
    );
    if (rows[0]) this.onMessage(rows[0]);
  }
}
