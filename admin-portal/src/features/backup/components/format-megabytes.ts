// Made on first use, not as the page's code loads: a page's first Intl formatter loads the locale's data (~30 ms of
// this machine's main thread), and the Backup page shows no size until a backup is made or chosen.
let megabytes: Intl.NumberFormat | undefined;

/** Archive sizes as the office reads them (13.0 MB); one decimal is enough to compare two backups. */
export function formatMegabytes(bytes: number): string {
  megabytes ??= new Intl.NumberFormat('en-GB', {
    style: 'unit',
    unit: 'megabyte',
    maximumFractionDigits: 1,
    minimumFractionDigits: 1,
  });
  return megabytes.format(bytes / (1024 * 1024));
}
