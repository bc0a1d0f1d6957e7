import { RotateCw, TriangleAlert } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from '../button/button';
import { StateLayout } from '../empty-state/empty-state';
import { useAutoRetry } from './use-auto-retry';

export interface ErrorStateProps {
  title?: ReactNode;
  /** What went wrong in words a visitor understands; an Error's message is used as is. */
  description?: ReactNode;
  error?: unknown;
  /** Shows a retry button; pass the query's refetch. */
  onRetry?: () => void;
  retryLabel?: string;
  /** True while the retry runs (the button shows a spinner). */
  retrying?: boolean;
  /**
   * Also calls onRetry by itself while shown: on a backoff timer, when the browser is online again and
   * when the page comes back into view, so the content appears without a click once the server answers.
   */
  autoRetry?: boolean;
  /** Extra actions beside retry, e.g. a link home. */
  action?: ReactNode;
  headingLevel?: 2 | 3 | 4;
  className?: string;
}

function messageOf(error: unknown): string | undefined {
  if (!error) return undefined;
  if (error instanceof Error) return error.message;
  if (typeof error === 'object' && 'message' in error && typeof error.message === 'string')
    return error.message;
  return undefined;
}

export function ErrorState({
  title = 'Something went wrong',
  description,
  error,
  onRetry,
  retryLabel = 'Try again',
  retrying = false,
  autoRetry = false,
  action,
  headingLevel = 2,
  className,
}: ErrorStateProps) {
  useAutoRetry(onRetry, { enabled: autoRetry, busy: retrying });
  const text =
    description ??
    messageOf(error) ??
    (autoRetry
      ? 'Please check your connection. We’ll keep trying, and this will fill in by itself once we reconnect.'
      : 'Please check your connection and try again.');
  return (
    <StateLayout
      role="alert"
      tone="danger"
      title={title}
      description={text}
      icon={<TriangleAlert size={28} />}
      headingLevel={headingLevel}
      className={className}
      action={
        onRetry || action ? (
          <>
            {onRetry ? (
              <Button onClick={onRetry} loading={retrying} icon={<RotateCw size={18} />}>
                {retryLabel}
              </Button>
            ) : null}
            {action}
          </>
        ) : undefined
      }
    />
  );
}
