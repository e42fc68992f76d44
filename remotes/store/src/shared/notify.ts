import { messageOf, toast } from '@sqw/platform';

/** How the store reports a failure: a failed call is a destructive toast titled 'Error' carrying the service's message. */
export function toastError(err: unknown, title = 'Error'): void {
  toast({ title, description: messageOf(err), variant: 'destructive' });
}
