export type RefusalReason =
  'missing' | 'damaged' | 'newer-format' | 'newer-schema' | 'unknown-schema' | 'not-empty' | 'target';

/** A restore that did not start, with the reason named; nothing was written to the target. */
export class RestoreRefused extends Error {
  constructor(
    readonly reason: RefusalReason,
    message: string,
  ) {
    super(message);
    this.name = 'RestoreRefused';
  }
}
