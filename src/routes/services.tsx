import { createFileRoute } from '@tanstack/react-router';
import {
  approach,
  approachIntro,
  quoteCta,
  sectors,
  sectorsIntro,
  services,
  servicesCta,
  servicesHero,
  servicesListTitle,
} from '../content/services';
import { servicesSeo } from '../content/seo';
import { seo } from '../lib/seo';
import { Approach } from '../sections/Approach/Approach';
import { CallToAction } from '../sections/CallToAction/CallToAction';
import { PageHero } from '../sections/PageHero/PageHero';
import { Sectors } from '../sections/Sectors/Sectors';
import { ServiceCards } from '../sections/ServiceCards/ServiceCards';

export const Route = createFileRoute('/services')({
  head: () => seo({ ...servicesSeo, path: '/services' }),
  component: ServicesPage,
});

function ServicesPage() {
  return (
    <>
      <PageHero title={servicesHero.title} lead={servicesHero.lead} />
      <ServiceCards title={servicesListTitle} services={services} quoteLabel={quoteCta} />
      <Approach title={approachIntro.title} lead={approachIntro.lead} steps={approach} />
      <Sectors title={sectorsIntro.title} lead={sectorsIntro.lead} sectors={sectors} />
      <CallToAction {...servicesCta} />
    </>
  );
}
