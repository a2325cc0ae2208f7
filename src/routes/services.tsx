import { createFileRoute } from '@tanstack/react-router';
import { servicesCta, servicesHero } from '../content/services';
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
      <PageHero {...servicesHero} />
      <ServiceCards />
      <Approach />
      <Sectors />
      <CallToAction {...servicesCta} />
    </>
  );
}
