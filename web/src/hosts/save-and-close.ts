import { errorMessage } from '../shared/api-errors';
import { showToast } from '../shared/toast/show-toast';

/** A settings modal's save: the success toast and close, or the failure toast with the server's message. */
export async function saveAndClose(
  call: () => Promise<unknown>,
  texts: { ok: string; failed: string },
  onClose: () => void,
): Promise<void> {
  try {
    await call();
    showToast('success', texts.ok);
    onClose();
  } catch (e) {
    showToast('error', `${texts.failed}: ${errorMessage(e)}`);
  }
}
