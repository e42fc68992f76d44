import { site } from '@sqw/contracts';
import { renderPdf, type PdfBlock } from '@sqw/service-kit/pdf';
import { GUIDE_BLOCKS } from './guide-content';

/** The guide's blocks as a PDF, with its running header on every page. */
export const renderGuide = (blocks: PdfBlock[], title: string = site.GUIDE_TITLE): Promise<Buffer> =>
  renderPdf({
    info: { title, author: 'SQW Sovereign Wealth', subject: site.GUIDE_POINTS.join('; ') },
    header: `SOVEREIGN QUANTUM WEALTH  |  ${title.toUpperCase()}`,
    blocks,
  });

let cached: Promise<Buffer> | null = null;

/** The guide never changes while the service runs, so it is rendered once. */
export function guidePdf(): Promise<Buffer> {
  cached ??= renderGuide(GUIDE_BLOCKS);
  // A failed render is not kept: the next request tries again.
  cached.catch(() => {
    cached = null;
  });
  return cached;
}
