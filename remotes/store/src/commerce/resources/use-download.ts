import { notifyError, useMutation } from '@sqw/platform';
import { useState } from 'react';
import { downloadUrl } from '../api';

/** Asks the service for a short-lived link and navigates to it; the file arrives as an attachment. */
export function useDownload() {
  // Which resource the link is being asked for, so only its button says so.
  const [asked, setAsked] = useState<string | null>(null);
  const link = useMutation(downloadUrl);
  const download = async (id: string) => {
    if (link.busy) return;
    setAsked(id);
    const result = await link.run(id);
    if (!result) return;
    if (result.ok) window.location.assign(result.value);
    else notifyError(result.error, 'Error');
  };
  return { busyId: link.busy ? asked : null, download };
}
