import { isOpsdeckError } from '@opsdeck/api';
import { toast } from '@opsdeck/ui';

/** The request-layer failures that get a toast (spec 000 section 8); other errors are shown by the page that failed. */
const TOASTED_KINDS = new Set(['timeout', 'network', 'offline']);

/**
 * The provider's onError: a time-out, a network failure or a lost connection shows the spec's toast text (the SDK
 * hands it over as `message`). One toast per kind at a time, however many queries failed together.
 */
export function toastRequestError(error: unknown, { message }: { message: string }): void {
  if (!isOpsdeckError(error) || !TOASTED_KINDS.has(error.kind)) return;
  toast.error(message, { id: `request-${error.kind}` });
}
