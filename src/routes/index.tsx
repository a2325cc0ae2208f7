import { createFileRoute } from '@tanstack/react-router';
import { closingCta, seo as homeSeo } from 'virtual:content/home';
import { pageHead } from '../site/seo';
import { CallToAction } from '../sections/CallToAction/CallToAction';
import { Claims } from '../sections/Claims/Claims';
import { HomeHero } from '../sections/HomeHero/HomeHero';
import { LatestArticles } from '../sections/LatestArticles/LatestArticles';
import { ServiceTeasers } from '../sections/ServiceTeasers/ServiceTeasers';
import { Testimonials } from '../sections/Testimonials/Testimonials';
import { WhyUs } from '../sections/WhyUs/WhyUs';

export const Route = createFileRoute('/')({
  // The page's title and description travel with its chunk (the loader's), not in every page's JavaScript.
  loader: () => ({ seo: homeSeo }),
  head: pageHead,
  component: HomePage,
});

function HomePage() {
  return (
    <>
      <HomeHero />
      <Claims />
      <ServiceTeasers />
      <WhyUs />
      <Testimonials />
      <LatestArticles />
      <CallToAction {...closingCta} />
    </>
  );
}
