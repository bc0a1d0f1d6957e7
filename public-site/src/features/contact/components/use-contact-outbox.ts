import { useEffect, useRef, useState } from 'react';
import { saveMessage, savedMessage, sendSavedMessage, type Delivery } from '../api/contact-outbox';
import type { ContactFormData } from '../api/contact-schema';
import type { NotifyFailure } from '../api/notify-office';

/** Why a saved message is still waiting: the phone was offline, or the server failed (it is tried again). */
export type Waiting = 'offline' | 'failed' | null;

interface Handlers {
  onSent: (email: string, notifyFailure: NotifyFailure | null) => void;
  /** The API refused the saved message: it goes back into the form, to be changed and sent again. */
  onRefused: (message: ContactFormData) => void;
}

/**
 * The message kept on this phone while offline: sent when the page opens online and whenever the connection
 * returns while it is open. `keep` saves a message the form could not send.
 */
export function useContactOutbox(handlers: Handlers) {
  const [waiting, setWaiting] = useState<Waiting>(() => {
    const saved = savedMessage();
    return saved && !saved.refused ? 'offline' : null;
  });
  const latest = useRef(handlers);
  latest.current = handlers;

  useEffect(() => {
    let mounted = true;
    const settle = (delivery: Delivery) => {
      if (!mounted) return;
      if (delivery.outcome === 'sent') {
        setWaiting(null);
        latest.current.onSent(delivery.email, delivery.notifyFailure);
      } else if (delivery.outcome === 'refused') {
        setWaiting(null);
        latest.current.onRefused(delivery.message);
      } else if (delivery.outcome !== 'none') setWaiting(delivery.outcome);
    };
    const trySend = () => void sendSavedMessage().then(settle);
    const saved = savedMessage();
    if (saved?.refused) latest.current.onRefused(saved.message);
    else if (saved && navigator.onLine) trySend();
    window.addEventListener('online', trySend);
    return () => {
      mounted = false;
      window.removeEventListener('online', trySend);
    };
  }, []);

  const keep = (message: ContactFormData) => {
    saveMessage({ message });
    setWaiting('offline');
  };
  return { waiting, keep };
}
