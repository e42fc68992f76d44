import { SOCIAL_LINKS } from '@sqw/contracts/site-copy';
import { useContent } from '../use-content';

/**
 * The business's phone and social pages as the admin entered them in Content Management.
 * An empty block is not shown at all: the site never offers a made-up number or page.
 */
export function useContactFacts(): { phone: string; social: { label: string; href: string }[] } {
  const t = useContent();
  return {
    phone: t('contact.phone'),
    social: SOCIAL_LINKS.map((s) => ({ label: s.label, href: t(s.key) })).filter((s) => s.href !== ''),
  };
}

export const telHref = (phone: string) => `tel:${phone.replace(/[^\d+]/g, '')}`;
