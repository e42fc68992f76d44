import { messageOf, toast } from '@sqw/platform';

/** The spec's error catalogue: a failed call is a destructive toast titled 'Error' carrying the service's message. */
export function toastError(err: unknown, title = 'Error'): void {
  toast({ title, description: messageOf(err), variant: 'destructive' });
}
