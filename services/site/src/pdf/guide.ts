import { site } from '@sqw/contracts';
import { GUIDE_BLOCKS } from './guide-content';
import { layout } from './layout';
import { writePdf } from './writer';

let cached: Buffer | null = null;

/** The guide never changes while the service runs, so it is rendered once. */
export function guidePdf(): Buffer {
  cached ??= writePdf(layout(GUIDE_BLOCKS, `SOVEREIGN QUANTUM WEALTH  |  ${site.GUIDE_TITLE.toUpperCase()}`), {
    title: site.GUIDE_TITLE,
    author: 'SQW Sovereign Wealth',
    subject: site.GUIDE_POINTS.join('; '),
  });
  return cached;
}
