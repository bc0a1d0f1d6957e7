import { Copy } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Button, EmptyState, PageHeader, SkeletonText } from 'shared-ui';
import { networkName } from 'shared-ui/church';
import type { ChurchSettings } from 'shared-ui/data';
import { copyText } from '../../../lib/copy-text';
import { Facts, type Fact } from '../../../lib/facts';
import page from '../../../lib/page.module.css';
import { QueryView } from '../../../lib/query-view';
import { Section } from '../../../lib/section';
import { useDocumentMeta } from '../../../lib/use-document-meta';
import { useChurchSettings } from '../../church';
import styles from './give-page.module.css';

const DESCRIPTION = 'Tithes, offerings and gifts to the church by mobile money or bank transfer.';

/** How long "Copied" stays under the button. */
const COPIED_SHOWN_MS = 4000;

/**
 * A number the giver types into another app (their mobile-money menu, their bank's), and a button that copies it
 * without its spaces or dashes, which a payment app's number field may refuse. What happened is said under it,
 * not in a toast: the toast's code would come to this page for this alone.
 */
function NumberToCopy({ number, name }: { number: string; name: string }) {
  const [outcome, setOutcome] = useState<'copied' | 'refused' | null>(null);
  useEffect(() => {
    if (outcome !== 'copied') return;
    const timer = setTimeout(() => setOutcome(null), COPIED_SHOWN_MS);
    return () => clearTimeout(timer);
  }, [outcome]);
  const copy = async () => setOutcome((await copyText(number.replace(/[\s-]+/g, ''))) ? 'copied' : 'refused');
  return (
    <>
      <span className={styles.numberToCopy}>
        <span>{number}</span>
        <Button
          variant="secondary"
          icon={<Copy size={18} />}
          aria-label={`Copy the ${name}`}
          onClick={() => void copy()}
        >
          Copy
        </Button>
      </span>
      <span role="status" className={styles.copyOutcome}>
        {outcome === 'copied'
          ? 'Copied: paste it in your payment app.'
          : outcome === 'refused'
            ? 'Your browser would not copy it: press and hold the number to copy it instead.'
            : null}
      </span>
    </>
  );
}

/** One way of giving (mobile money, bank transfer): an account under its network's or bank's name. */
function Accounts({
  id,
  title,
  accounts,
}: {
  id: string;
  title: string;
  accounts: { key: string; heading: string; facts: Fact[] }[];
}) {
  if (accounts.length === 0) return null;
  return (
    <Section id={id} title={title}>
      <ul className={page.stack}>
        {accounts.map((account) => (
          <li key={account.key}>
            <h3 className={styles.account}>{account.heading}</h3>
            <Facts facts={account.facts} stacked className={styles.facts} />
          </li>
        ))}
      </ul>
    </Section>
  );
}

function GivingDetails({ church }: { church: ChurchSettings }) {
  const { mobile_money: momo, bank_accounts: banks, giving_note: note } = church;
  if (momo.length === 0 && banks.length === 0)
    return (
      <EmptyState
        title="Our giving details will be published here soon."
        description="Meanwhile, please ask at the visitors’ desk or contact the church office."
      />
    );
  return (
    <>
      {note ? (
        <p className={`${page.lead} ${styles.note}`} role="note">
          {note}
        </p>
      ) : null}
      <Accounts
        id="mobile-money"
        title="Mobile money"
        accounts={momo.map((a) => ({
          key: `${a.network} ${a.number}`,
          heading: networkName(a.network),
          facts: [
            ['Number', <NumberToCopy number={a.number} name={`${networkName(a.network)} number`} />],
            ['Account name', a.account_name],
          ],
        }))}
      />
      <Accounts
        id="bank"
        title="Bank transfer"
        accounts={banks.map((a) => ({
          key: `${a.bank} ${a.account_number}`,
          heading: a.bank,
          facts: [
            ['Account name', a.account_name],
            ['Account number', <NumberToCopy number={a.account_number} name={`${a.bank} account number`} />],
            ['Branch', a.branch],
          ],
        }))}
      />
    </>
  );
}

/** How to give: the mobile-money numbers and bank accounts the office keeps at /admin/settings. */
export function GivePage() {
  const settings = useChurchSettings();
  useDocumentMeta('Give', DESCRIPTION);
  return (
    <>
      <PageHeader
        title="Give"
        description="Thank you for supporting the work of the church. You can give by mobile money or by bank transfer."
      />
      <QueryView
        query={settings}
        skeleton={<SkeletonText lines={6} />}
        errorTitle="We couldn’t load our giving details."
      >
        {(church) => <GivingDetails church={church} />}
      </QueryView>
    </>
  );
}
