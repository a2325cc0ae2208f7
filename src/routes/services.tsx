import { createFileRoute } from '@tanstack/react-router';
import { cta, hero, seo as servicesSeo } from 'virtual:content/services';
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
      <PageHero {...hero} />
      <ServiceCards />
      <Approach />
      <Sectors />
      <CallToAction {...cta} />
    </>
  );
}
