import { Search } from 'lucide-react';
import { useDeferredValue, useEffect, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { ConfirmDialog, PageHeader } from 'shared-ui';
import type { ContactMessage } from 'shared-ui/data';
import { Input } from 'shared-ui/inputs';
import { Pagination } from 'shared-ui/pagination';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { QueryView } from '../../../lib/query-view';
import { useConfirmItem } from '../../../lib/use-confirm-item';
import { useDeleteMessage } from '../api/delete-message';
import { INBOX_PAGE_SIZE, useMessages, type InboxFilter } from '../api/get-messages';
import { useSetMessageHandled } from '../api/set-message-handled';
import { DeleteButton, HandledToggle, MessageCard } from '../components/message-card';
import styles from './inbox-page.module.css';

const FILTERS: { value: InboxFilter; label: string }[] = [
  { value: 'unread', label: 'Unread' },
  { value: 'handled', label: 'Handled' },
  { value: 'all', label: 'All' },
];

const EMPTY: Record<InboxFilter, string> = {
  unread: 'Nothing waiting: every message has been handled.',
  handled: 'No message has been marked handled yet.',
  all: 'Messages sent through the contact page appear here.',
};

/** Every message from the contact page: filter, search, read in full, answer, mark handled (undoable), delete. */
export function InboxPage() {
  useDocumentTitle('Messages');
  const [params, setParams] = useSearchParams();
  const filter = (FILTERS.find((f) => f.value === params.get('show'))?.value ?? 'unread') as InboxFilter;
  const page = Math.max(1, Number(params.get('page')) || 1);
  const [typed, setTyped] = useState(params.get('q') ?? '');
  const search = useDeferredValue(typed);
  const messages = useMessages({ filter, search, page });
  const setHandled = useSetMessageHandled();
  const remove = useDeleteMessage();
  const deleting = useConfirmItem<ContactMessage>();

  const update = (changes: Record<string, string | null>) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        for (const [key, value] of Object.entries(changes)) {
          if (value === null || value === '') next.delete(key);
          else next.set(key, value);
        }
        return next;
      },
      { replace: true },
    );
  // The search box keeps what is typed; the address follows it (and starts again at page 1).
  useEffect(() => {
    if ((params.get('q') ?? '') !== search) update({ q: search.trim() ? search : null, page: null });
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [search]);

  const total = messages.data?.total ?? 0;
  const pageCount = Math.max(1, Math.ceil(total / INBOX_PAGE_SIZE));
  return (
    <>
      <PageHeader
        title="Messages"
        description="What visitors sent through the contact page, newest first. Reply by e-mail, phone or WhatsApp, then mark each one handled."
      />
      <div className={styles.toolbar}>
        <div role="group" aria-label="Show" className={styles.filters}>
          {FILTERS.map((f) => (
            <button
              key={f.value}
              type="button"
              className={styles.filter}
              aria-pressed={filter === f.value}
              onClick={() => update({ show: f.value === 'unread' ? null : f.value, page: null })}
            >
              {f.label}
            </button>
          ))}
        </div>
        <label className={styles.search}>
          <span className={styles.searchLabel}>Search messages</span>
          <span className={styles.searchBox}>
            <Search size={16} aria-hidden="true" />
            <Input
              type="search"
              value={typed}
              onChange={(event) => setTyped(event.target.value)}
              placeholder="Name, e-mail, phone or words"
            />
          </span>
        </label>
      </div>
      <p className={styles.count} role="status">
        {messages.data
          ? `${total} ${filter === 'all' ? '' : `${filter} `}message${total === 1 ? '' : 's'}${search.trim() ? ` matching “${search.trim()}”` : ''}`
          : ''}
      </p>
      <QueryView
        query={messages}
        lines={8}
        what="messages"
        headingLevel={2}
        empty={search.trim() ? 'No message matches' : 'No messages here'}
        emptyHint={search.trim() ? 'Try fewer or other words, or look under All.' : EMPTY[filter]}
        isEmpty={(data) => data.messages.length === 0}
      >
        {(data) => (
          <ul className={styles.list} aria-busy={messages.isPlaceholderData}>
            {data.messages.map((message) => (
              <li key={message.id}>
                <MessageCard
                  message={message}
                  headingLevel={2}
                  actions={
                    <>
                      <HandledToggle
                        message={message}
                        busy={setHandled.isPending && setHandled.variables?.id === message.id}
                        onToggle={() => setHandled.mutate({ id: message.id, handled: !message.handled })}
                      />
                      <DeleteButton message={message} onClick={() => deleting.ask(message)} />
                    </>
                  }
                />
              </li>
            ))}
          </ul>
        )}
      </QueryView>
      <Pagination
        page={Math.min(page, pageCount)}
        pageCount={pageCount}
        onPageChange={(next) => update({ page: next === 1 ? null : String(next) })}
        aria-label="Message pages"
      />
      <ConfirmDialog
        {...deleting.dialogProps((message) => remove.mutateAsync(message.id))}
        title="Delete this message?"
        description={
          deleting.item
            ? `The message from ${deleting.item.name} (${deleting.item.email}) is removed for good. Mark it handled instead to keep it.`
            : undefined
        }
        confirmLabel="Delete message"
        tone="danger"
      />
    </>
  );
}
