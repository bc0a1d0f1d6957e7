import type { TableRow } from '../../lib/database';

export type WelcomeSection = TableRow<'welcome_section'>;
