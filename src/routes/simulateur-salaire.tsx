import { createFileRoute } from '@tanstack/react-router';
import { PageHero } from '../sections/PageHero/PageHero';
import { CallToAction } from '../sections/CallToAction/CallToAction';
import { Simulator } from '../sections/Simulator/Simulator';
import { readSimulatorSearch } from '../simulator/search';
import { seo } from '../site/seo';

const page = {
  title: 'Simulateur de salaire au Sénégal',
  lead: 'Du brut au net ou du net au brut, pour un mois\u00a0: chaque cotisation avec sa base, son taux, son plafond et le texte qui la fixe. IPRES, CSS, IPM, impôt sur le revenu, TRIMF et CFCE.',
  seo: {
    title: 'Simulateur de salaire au Sénégal\u00a0: du brut au net',
    description: 'Calculez le salaire net, le brut à verser et le coût pour l’employeur au Sénégal\u00a0: IPRES, CSS, IPM, impôt sur le revenu et TRIMF, ligne par ligne, avec leurs sources.',
  },
};

/** /simulateur-salaire: the inputs in the address (src/simulator/search.ts), the result from src/payroll/. */
export const Route = createFileRoute('/simulateur-salaire')({
  validateSearch: readSimulatorSearch,
  loader: () => ({ seo: page.seo }),
  head: ({ loaderData }) => seo({ ...loaderData!.seo, path: '/simulateur-salaire' }),
  component: SimulatorPage,
});

function SimulatorPage() {
  return (
    <>
      <PageHero eyebrow="Paie" title={page.title} lead={page.lead} />
      <Simulator search={Route.useSearch()} />
      <CallToAction title={'Et si le cabinet faisait votre paie\u202f?'} text="Bulletins, déclarations IPRES, CSS et impôts, chaque mois et à jour des textes." button={{ label: 'Parler de votre paie', to: '/contact' }} />
    </>
  );
}
