import { createFileRoute, useHydrated } from '@tanstack/react-router';
import { useState } from 'react';
import { PageHero } from '../sections/PageHero/PageHero';
import { Simulator } from '../sections/Simulator/Simulator';
import { readSimulatorSearch } from '../simulator/search';
import { pageHead } from '../site/seo';

const page = {
  title: 'Simulateur de salaire au Sénégal',
  lead: 'Du brut au net ou du net au brut, pour un mois\u00a0: chaque cotisation avec sa base, son taux, son plafond et le texte qui la fixe. IPRES, CSS, IPM, impôt sur le revenu, TRIMF et CFCE.',
  seo: {
    title: 'Simulateur de salaire au Sénégal\u00a0: du brut au net',
    description: 'Salaire net, brut à verser et coût employeur au Sénégal\u00a0: IPRES, CSS, IPM, impôt sur le revenu et TRIMF, ligne par ligne, avec leurs sources.',
  },
};

/**
 * /simulateur-salaire: the inputs in the address, the result from src/payroll/. The search is read
 * by the page's own chunk (src/simulator/search.ts), not by a `validateSearch` here, which every
 * page's first load would carry. The prerendered page shows the example; so does its hydration,
 * then the address's inputs (a shared link) take over.
 */
export const Route = createFileRoute('/simulateur-salaire')({
  loader: () => ({ seo: page.seo }),
  head: pageHead,
  component: SimulatorPage,
});

function SimulatorPage() {
  const search: Record<string, unknown> = Route.useSearch();
  const hydrated = useHydrated();
  // Whether the page was opened with a search (a shared link), as it was when it started.
  const [opened] = useState(() => Object.keys(search).length > 0);
  const raw = hydrated ? search : {};
  return (
    <>
      <PageHero eyebrow="Paie" title={page.title} lead={page.lead} />
      <Simulator search={readSimulatorSearch(raw)} raw={raw} arrival={hydrated && opened} hydrated={hydrated} />
    </>
  );
}
