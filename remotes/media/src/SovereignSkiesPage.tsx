import * as media from '@sqw/contracts/media-copy';
import { lazy, Suspense, useCallback, useEffect, useState } from 'react';
import { AddOns } from './components/AddOns';
import { ContactSection } from './components/ContactSection';
import { CreativeProduction } from './components/CreativeProduction';
import { EstateServices } from './components/EstateServices';
import { Hero } from './components/Hero';
import { Packages } from './components/Packages';
import type { ProposalOpening } from './proposal/ProposalDialog';
import { scrollToContact } from './scroll';

// The proposal form brings react-hook-form and zod: fetched when a visitor first opens it, not with the page.
const ProposalDialog = lazy(() => import('./proposal/ProposalDialog').then((m) => ({ default: m.ProposalDialog })));

/** /sovereign-skies: the media services page, exposed to the shell as `media/SovereignSkiesPage`. */
export default function SovereignSkiesPage() {
  const [opening, setOpening] = useState<ProposalOpening | null>(null);
  // Stable, because the Dialog re-runs its focus handling whenever onClose changes.
  const close = useCallback(() => setOpening(null), []);
  // Once opened, the dialog stays mounted, so closing it returns focus the usual way.
  const [opened, setOpened] = useState(false);
  const open = (next: ProposalOpening) => {
    setOpening(next);
    setOpened(true);
  };

  useEffect(() => {
    document.title = 'Sovereign Skies Media';
  }, []);

  return (
    <>
      <Hero onStart={scrollToContact} />
      <EstateServices />
      <Packages
        id="estate-packages"
        title="Real Estate Packages"
        intro="Listing media bundles for agents and brokers, from a single home to a luxury portfolio."
        packages={media.ESTATE_PACKAGES}
        tone="raised"
        onBook={scrollToContact}
      />
      <Packages
        id="service-packages"
        title="Service Business Packages"
        intro="Photo and video shoots for restaurants, salons, gyms, contractors and every business that sells in person."
        packages={media.SERVICE_PACKAGES}
        onBook={scrollToContact}
      />
      <AddOns onQuote={(addOn) => open({ formType: 'estate', addOn })} />
      <CreativeProduction />
      <ContactSection onOpen={(formType) => open({ formType, addOn: null })} />
      {opened && (
        <Suspense fallback={null}>
          <ProposalDialog opening={opening} onClose={close} />
        </Suspense>
      )}
    </>
  );
}
