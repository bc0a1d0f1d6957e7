/** A view column that shows a base table's column unchanged. */
export interface ViewColumn {
  name: string;
  /** The base relation's OID and the column's number in it. */
  baseOid: number;
  baseNum: number;
}

/**
 * The columns of a view that come straight from a base table, read from its rewrite rule (pg_rewrite.ev_action,
 * a node tree printed as text), as PostgREST finds a view's relationships: each entry of the outer query's target
 * list records the table and column it originates from (`:resorigtbl`, `:resorigcol`; 0 for an expression).
 */
export function viewColumns(evAction: string): ViewColumn[] {
  const targetList = outerTargetList(evAction);
  if (!targetList) return [];
  const columns: ViewColumn[] = [];
  for (const entry of topLevelNodes(targetList)) {
    const field = (name: string) => fieldOf(entry, name);
    const name = field('resname');
    const baseOid = Number(field('resorigtbl'));
    const baseNum = Number(field('resorigcol'));
    if (name && name !== '<>' && field('resjunk') !== 'true' && baseOid > 0 && baseNum > 0)
      columns.push({ name: unescapeToken(name), baseOid, baseNum });
  }
  return columns;
}

/** The text of the first `:targetList (...)` directly inside the outermost `{QUERY ...}` node (ev_action is a list of them). */
function outerTargetList(text: string): string | undefined {
  const query = text.indexOf('{QUERY');
  if (query < 0) return undefined;
  let depth = 0;
  for (let i = query; i < text.length; i++) {
    const ch = text[i];
    if (ch === '\\') i++;
    else if (ch === '{' || ch === '(') depth++;
    else if (ch === '}' || ch === ')') depth--;
    else if (depth === 1 && text.startsWith(':targetList ', i)) {
      const start = text.indexOf('(', i);
      const end = matching(text, start);
      return end < 0 ? undefined : text.slice(start + 1, end);
    }
  }
  return undefined;
}

/** The index of the bracket closing the one at `start`. */
function matching(text: string, start: number): number {
  let depth = 0;
  for (let i = start; i < text.length; i++) {
    const ch = text[i];
    if (ch === '\\') i++;
    else if (ch === '{' || ch === '(') depth++;
    else if ((ch === '}' || ch === ')') && --depth === 0) return i;
  }
  return -1;
}

/** The `{...}` nodes of a list, each without its braces. */
function topLevelNodes(list: string): string[] {
  const nodes: string[] = [];
  for (let i = 0; i < list.length; i++) {
    if (list[i] !== '{') continue;
    const end = matching(list, i);
    if (end < 0) break;
    nodes.push(list.slice(i + 1, end));
    i = end;
  }
  return nodes;
}

/** The token after `:name ` at this node's own level (not inside a nested node). */
function fieldOf(node: string, name: string): string | undefined {
  let depth = 0;
  const marker = `:${name} `;
  for (let i = 0; i < node.length; i++) {
    const ch = node[i];
    if (ch === '\\') i++;
    else if (ch === '{' || ch === '(') depth++;
    else if (ch === '}' || ch === ')') depth--;
    else if (depth === 0 && node.startsWith(marker, i)) {
      let j = i + marker.length;
      let token = '';
      while (j < node.length && node[j] !== ' ') {
        if (node[j] === '\\') token += node[j++];
        token += node[j++];
      }
      return token;
    }
  }
  return undefined;
}

/** Node-tree text escapes spaces and special characters in names with a backslash. */
const unescapeToken = (token: string) => token.replace(/\\(.)/g, '$1');
