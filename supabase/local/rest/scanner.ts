// Identifiers and JSON paths as PostgREST's URL grammar spells them (url_grammar).
import { parseError } from './errors.ts';

export interface JsonStep {
  arrow: '->' | '->>';
  key: string;
}
export interface FieldRef {
  name: string;
  json: JsonStep[];
}
const IDENT_CHAR = /[\p{L}\p{N}_$]/u;
export const CAST_TYPE = /^[A-Za-z_][A-Za-z0-9_]*(\[\])?$/;

export class Scanner {
  i = 0;
  constructor(
    readonly s: string,
    readonly fail: (details: string) => Error,
  ) {}
  get done() {
    return this.i >= this.s.length;
  }
  peek(text: string) {
    return this.s.startsWith(text, this.i);
  }
  eat(text: string) {
    if (!this.peek(text)) return false;
    this.i += text.length;
    return true;
  }
  expect(text: string) {
    if (!this.eat(text)) throw this.error(`expecting "${text}"`);
  }
  error(expecting: string) {
    const found = this.done ? 'end of input' : `"${this.s[this.i]}"`;
    return this.fail(`unexpected ${found} ${expecting} (column ${this.i + 1})`);
  }
  ident(): string {
    if (this.eat('"')) {
      let out = '';
      while (!this.done && !this.peek('"')) {
        if (this.peek('\\"')) this.i++;
        out += this.s[this.i++];
      }
      this.expect('"');
      if (!out) throw this.error('expecting an identifier');
      return out;
    }
    const start = this.i;
    while (!this.done && IDENT_CHAR.test(this.s[this.i]!)) this.i++;
    if (start === this.i) throw this.error('expecting an identifier');
    return this.s.slice(start, this.i);
  }
  jsonSteps(): JsonStep[] {
    const steps: JsonStep[] = [];
    while (this.peek('->')) {
      const arrow = this.eat('->>') ? '->>' : ((this.i += 2), '->');
      const neg = this.eat('-') ? '-' : '';
      steps.push({ arrow, key: neg + this.ident() });
    }
    return steps;
  }
}

export function parseField(raw: string, what = 'filter'): FieldRef {
  const sc = new Scanner(raw, (details) => parseError(what, raw, details));
  const name = sc.ident();
  const json = sc.jsonSteps();
  if (!sc.done) throw sc.error('expecting "->" or end of field');
  return { name, json };
}
