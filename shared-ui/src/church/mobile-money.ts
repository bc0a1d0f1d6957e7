import type { MobileMoneyNetwork } from '../data/domains/church-settings';

/** Ghana's mobile-money services by the names members know them, in the order the office picks from. */
export const MOBILE_MONEY_NETWORKS: readonly { value: MobileMoneyNetwork; label: string }[] = [
  { value: 'mtn', label: 'MTN MoMo' },
  { value: 'telecel', label: 'Telecel Cash' },
  { value: 'airteltigo', label: 'AirtelTigo Money' },
];

/** "MTN MoMo" for "mtn". */
export const networkName = (network: MobileMoneyNetwork): string =>
  MOBILE_MONEY_NETWORKS.find((n) => n.value === network)?.label ?? network;
