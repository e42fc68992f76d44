import type { hall } from '@sqw/contracts';
import { toast } from '@sqw/platform';
import { legendLink } from './gallery-api';

/** Native share where the device has it; otherwise copy a deep link to this legend. */
export async function shareLegend(legend: hall.Legend): Promise<void> {
  const url = legendLink(legend.id);
  const title = `${legend.name} - ${legend.title}`;
  if (typeof navigator.share === 'function') {
    try {
      await navigator.share({ title, text: `${legend.name} reached Level ${legend.level} in the SQW Hall of Legends.`, url });
      return;
    } catch (err) {
      if ((err as Error).name === 'AbortError') return;
    }
  }
  try {
    await navigator.clipboard.writeText(url);
    toast({ title: 'Link Copied', description: 'Page link copied to clipboard!' });
  } catch {
    toast({ title: 'Copy this link', description: url, duration: 10000 });
  }
}
