import { useState } from 'react';
import { toastError } from '../../shared/notify';
import { downloadUrl } from '../api';

/** Asks the service for a short-lived link and navigates to it; the file arrives as an attachment. */
export function useDownload() {
  const [busyId, setBusyId] = useState<string | null>(null);
  const download = async (id: string) => {
    setBusyId(id);
    try {
      window.location.assign(await downloadUrl(id));
    } catch (err) {
      toastError(err);
    } finally {
      setBusyId(null);
    }
  };
  return { busyId, download };
}
