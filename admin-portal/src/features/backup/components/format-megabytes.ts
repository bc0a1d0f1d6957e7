const megabytes = new Intl.NumberFormat('en-GB', {
  style: 'unit',
  unit: 'megabyte',
  maximumFractionDigits: 1,
  minimumFractionDigits: 1,
});

/** Archive sizes as the office reads them (13.0 MB); one decimal is enough to compare two backups. */
export function formatMegabytes(bytes: number): string {
  return megabytes.format(bytes / (1024 * 1024));
}
