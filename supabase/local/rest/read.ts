// GET and HEAD on a table or view.
import { countTotal } from './count.ts';
import { SqlBuilder } from './fields.ts';
import { negotiate } from './media.ts';
import type { ParsedQuery } from './query.ts';
import {
  headerValue,
  inTransaction,
  pageFrom,
  replyPage,
  type PageRow,
  type RestRequest,
} from './request.ts';
import type { Table } from './schema-cache.ts';
import { buildRead } from './statements.ts';

export async function read(req: RestRequest, table: Table, query: ParsedQuery): Promise<void> {
  const media = negotiate(headerValue(req.ctx.req.headers.accept));
  const page = pageFrom(req, query);
  const count = req.prefs.count;
  const stmt = buildRead(new SqlBuilder(req.cache), table, query, page, media, count === 'exact');
  const { row, total } = await inTransaction(req, true, async (tx) => {
    const row = (await tx.query<PageRow>(stmt.sql, stmt.params)).rows[0]!;
    const total = !count
      ? null
      : count === 'exact'
        ? Number(row.total)
        : await countTotal(tx, count, stmt.count);
    return { row, total };
  });
  replyPage(req, page, row, total, media);
}
