import { createFileRoute } from '@tanstack/react-router';
import { cta, hero, seo as aboutSeo } from 'virtual:content/about';
import { pageHead } from '../site/seo';
import { CallToAction } from '../sections/CallToAction/CallToAction';
import { PageHero } from '../sections/PageHero/PageHero';
import { Story } from '../sections/Story/Story';
import { Team } from '../sections/Team/Team';
import { Values } from '../sections/Values/Values';

export const Route = createFileRoute('/a-propos')({
  // The page's title and description travel with its chunk (the loader's), not in every page's JavaScript.
  loader: () => ({ seo: aboutSeo }),
  head: pageHead,
  component: AboutPage,
});

function AboutPage() {
  return (
    <>
      <PageHero {...hero} />
      <Story />
      <Values />
      <Team />
      <CallToAction {...cta} />
    </>
  );
}
