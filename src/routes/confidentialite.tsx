import { createFileRoute } from '@tanstack/react-router';
import { privacy } from 'virtual:content/legal';
import { pageHead } from '../site/seo';
import { Privacy } from '../sections/Legal/Privacy';
import { PageHero } from '../sections/PageHero/PageHero';

export const Route = createFileRoute('/confidentialite')({
  loader: () => ({ seo: privacy.seo }),
  head: pageHead,
  component: PrivacyPage,
});

function PrivacyPage() {
  return (
    <>
      <PageHero {...privacy.hero} />
      <Privacy />
    </>
  );
}
