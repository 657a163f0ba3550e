import { Button, Group, Modal, Text } from '@mantine/core';

/** A yes/no question before an action that cannot be undone (End on the caller, Block in the host tables). */
export function ConfirmDialog({
  opened,
  title,
  text,
  confirmLabel,
  cancelLabel,
  onConfirm,
  onCancel,
  busy = false,
  color = 'red',
  testId,
  focusConfirm = false,
}: {
  opened: boolean;
  title: string;
  text: string;
  confirmLabel: string;
  cancelLabel: string;
  onConfirm: () => void;
  onCancel: () => void;
  busy?: boolean;
  color?: string;
  testId: string;
  /** The confirm button takes the focus (Enter confirms), for a dialog opened by a key. */
  focusConfirm?: boolean;
}) {
  return (
    <Modal opened={opened} onClose={onCancel} title={title} centered data-testid={testId}>
      <Text size="sm">{text}</Text>
      <Group justify="flex-end" mt="md">
        <Button variant="default" onClick={onCancel} data-testid={`${testId}-cancel`}>
          {cancelLabel}
        </Button>
        <Button
          color={color}
          onClick={onConfirm}
          loading={busy}
          data-autofocus={focusConfirm || undefined}
          data-testid={`${testId}-confirm`}
        >
          {confirmLabel}
        </Button>
      </Group>
    </Modal>
  );
}
