import { CheckCircle2 } from 'lucide-react';
import { useState } from 'react';
import { Button } from 'shared-ui';
import { Input, Textarea } from 'shared-ui/inputs';
import { Form, FormActions, FormField, useZodForm } from 'shared-ui/forms';
import { toast } from 'shared-ui/notifications';
import { contactSchema, type ContactFormData } from '../api/contact-schema';
import { NOTIFY_FAILURE_MESSAGES, type NotifyFailure } from '../api/notify-office';
import { forgetMessage, isOfflineFailure, isRefusal } from '../api/contact-outbox';
import { useSendContactMessage } from '../api/send-contact-message';
import styles from './contact-form.module.css';
import { useContactOutbox } from './use-contact-outbox';

const EMPTY = { name: '', email: '', phone: '', subject: '', message: '', website: '' };

export function ContactForm() {
  const form = useZodForm(contactSchema, EMPTY);
  const send = useSendContactMessage();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [notifyFailure, setNotifyFailure] = useState<NotifyFailure | null>(null);
  /** Sent from this phone's saved copy, once the connection came back. */
  const [delivered, setDelivered] = useState(false);
  const [refused, setRefused] = useState(false);
  const outbox = useContactOutbox({
    onSent: (email, failure) => {
      setNotifyFailure(failure);
      setDelivered(true);
      setSentTo(email);
    },
    onRefused: (message) => {
      form.reset({ ...EMPTY, ...message, phone: message.phone ?? '', subject: message.subject ?? '' });
      setRefused(true);
    },
  });

  // Returned, so the form takes no second press until this send has settled (a double tap sends once).
  const onSubmit = (data: ContactFormData) =>
    send.mutateAsync(data).then(
      (result) => {
        forgetMessage();
        setNotifyFailure(result.notifyFailure);
        setDelivered(false);
        setRefused(false);
        setSentTo(data.email);
        form.reset(EMPTY);
      },
      (error: unknown) => {
        // Offline, the message waits on this phone rather than in a form a reload would empty.
        if (isOfflineFailure(error)) {
          outbox.keep(data);
          form.reset(EMPTY);
          send.reset();
          return;
        }
        setRefused(isRefusal(error));
        // Every field keeps what was typed, so the visitor can simply try again.
        toast.error('Your message could not be sent. Please try again in a moment.');
      },
    );

  if (outbox.waiting) {
    return (
      <div role="status" className={styles.saved} data-testid="contact-saved">
        <h2 className={styles.successTitle}>Your message is saved</h2>
        <p>
          {outbox.waiting === 'offline'
            ? 'You are offline. Your message is saved on this phone and will be sent when you are back online.'
            : 'Our server could not take your message just now. It is saved on this phone and will be sent when you are back online or open this page again.'}
        </p>
      </div>
    );
  }

  if (sentTo) {
    return (
      <div role="status" className={styles.success}>
        <CheckCircle2 size={28} aria-hidden="true" />
        <div>
          <h2 className={styles.successTitle}>
            {delivered
              ? 'Your message was sent'
              : notifyFailure
                ? 'Thank you, your message is saved'
                : 'Thank you, your message has been sent'}
          </h2>
          <p>We read every message and will reply to {sentTo} as soon as we can.</p>
          {notifyFailure && (
            <p data-notify-failure={notifyFailure}>{NOTIFY_FAILURE_MESSAGES[notifyFailure]}</p>
          )}
          <Button
            variant="secondary"
            onClick={() => {
              setSentTo(null);
              setDelivered(false);
            }}
          >
            Send another message
          </Button>
        </div>
      </div>
    );
  }

  return (
    <Form form={form} onSubmit={onSubmit} aria-labelledby="contact-form-title">
      <h2 id="contact-form-title">Send us a message</h2>
      <FormField form={form} name="name" label="Your name" required>
        <Input autoComplete="name" {...form.register('name')} />
      </FormField>
      <FormField form={form} name="email" label="Email" required>
        <Input type="email" autoComplete="email" {...form.register('email')} />
      </FormField>
      <FormField form={form} name="phone" label="Phone" hint="Optional, if you would like a call back.">
        <Input type="tel" autoComplete="tel" {...form.register('phone')} />
      </FormField>
      <FormField form={form} name="subject" label="Subject">
        <Input {...form.register('subject')} />
      </FormField>
      <FormField form={form} name="message" label="Message" required>
        <Textarea rows={6} {...form.register('message')} />
      </FormField>
      {/* The honeypot: off-screen and out of the tab order, so only bots fill it in. */}
      <div className={styles.honeypot} aria-hidden="true">
        <label>
          Website
          <input type="text" tabIndex={-1} autoComplete="off" {...form.register('website')} />
        </label>
      </div>
      {(send.isError || refused) && (
        <p role="alert" className={styles.failure}>
          {refused
            ? 'Our server did not accept this message as written. Please check it and send it again.'
            : 'Your message could not be sent. Nothing you typed is lost: please try again.'}
        </p>
      )}
      <FormActions>
        <Button type="submit" loading={send.isPending}>
          Send message
        </Button>
      </FormActions>
    </Form>
  );
}
