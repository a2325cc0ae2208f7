import { createFileRoute } from '@tanstack/react-router';
import { notice } from 'virtual:content/legal';
import { seo } from '../site/seo';
import { LegalNotice } from '../sections/Legal/LegalNotice';
import { PageHero } from '../sections/PageHero/PageHero';

export const Route = createFileRoute('/mentions-legales')({
  loader: () => ({ seo: notice.seo }),
  head: ({ loaderData }) => seo({ ...loaderData!.seo, path: '/mentions-legales' }),
  component: LegalNoticePage,
});

function LegalNoticePage() {
  return (
    <>
      <PageHero {...notice.hero} />
      <LegalNotice />
    </>
  );
}
