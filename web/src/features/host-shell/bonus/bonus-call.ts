import { errorMessage } from '../../../shared/api-errors';
import { StepUpCancelled, withStepUp } from '../../../account/step-up/step-up-store';
import { showToast } from '../../../shared/toast/show-toast';

/**
 * One bonus write: through the step-up prompt when the token ran out, a success toast, or the
 * failure toast with the server's message (docs/screens.md#everywhere: the server's message is preferred).
 * Resolves null on success, the server's message on failure, '' when the prompt was cancelled.
 */
export async function bonusWrite(
  call: () => Promise<unknown>,
  texts: { ok: string; failed: string },
): Promise<string | null> {
  try {
    await withStepUp(call);
    showToast('success', texts.ok);
    return null;
  } catch (e) {
    if (e instanceof StepUpCancelled) return '';
    const message = errorMessage(e);
    showToast('error', `${texts.failed}: ${message}`);
    return message;
  }
}
