/** The sidebar's 'Install app' entry, drawn only while the browser offers installation. */
import { Download } from 'lucide-react';
import type { InstallOffer } from '../../lib/service-worker';
import { setOffers } from '../../lib/service-worker';
import { appTexts } from './texts';

export default function InstallButton({ offer, className }: { offer: InstallOffer; className: string }) {
  const install = () => {
    // An offer answers one prompt; the browser makes a new one if the user declines and it still applies.
    setOffers({ install: null });
    void offer.prompt().catch(() => {});
  };
  return (
    <button type="button" className={className} onClick={install}>
      <Download aria-hidden="true" size={16} />
      {appTexts.install}
    </button>
  );
}
