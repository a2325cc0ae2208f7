import { createFileRoute } from '@tanstack/react-router';
import { cta, hero, seo as servicesSeo } from 'virtual:content/services';
import { pageHead } from '../site/seo';
import { Approach } from '../sections/Approach/Approach';
import { CallToAction } from '../sections/CallToAction/CallToAction';
import { PageHero } from '../sections/PageHero/PageHero';
import { Sectors } from '../sections/Sectors/Sectors';
import { ServiceCards } from '../sections/ServiceCards/ServiceCards';

export const Route = createFileRoute('/services')({
  // The page's title and description travel with its chunk (the loader's), not in every page's JavaScript.
  loader: () => ({ seo: servicesSeo }),
  head: pageHead,
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
