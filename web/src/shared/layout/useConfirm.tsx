import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from './ConfirmDialog';

/** A question before an action: what it does to which object, in words the caller gives. */
export interface ConfirmRequest {
  /** Names the object: "Archive the group “Hawassa”?". */
  title: string;
  /** The consequence: what stops, what is taken away, whether it can be undone. */
  text: string;
  /** Says what the button does ("Archive", "Block"), never just "OK". */
  confirmLabel: string;
  color?: string;
  /** For a screen that speaks one language whatever the app's (the free-game scheduler). */
  cancelLabel?: string;
  onConfirm: () => unknown;
}

/**
 * Every archive, block, delete, reset and money action asks through this one question: `ask`
 * opens it, `dialog` renders it, Cancel (or Escape) changes nothing.
 */
export function useConfirm(testId = 'confirm'): { ask: (request: ConfirmRequest) => void; dialog: ReactNode } {
  const { t } = useTranslation();
  const [request, setRequest] = useState<ConfirmRequest | null>(null);
  const dialog = (
    <ConfirmDialog
      opened={request !== null}
      title={request?.title ?? ''}
      text={request?.text ?? ''}
      confirmLabel={request?.confirmLabel ?? ''}
      cancelLabel={request?.cancelLabel ?? t('common.cancel')}
      color={request?.color ?? 'red'}
      onCancel={() => setRequest(null)}
      onConfirm={() => {
        const run = request?.onConfirm;
        setRequest(null);
        void run?.();
      }}
      testId={testId}
    />
  );
  return { ask: setRequest, dialog };
}
