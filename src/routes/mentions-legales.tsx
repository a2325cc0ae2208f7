import { createFileRoute } from '@tanstack/react-router';
import { notice } from 'virtual:content/legal';
import { pageHead } from '../site/seo';
import { LegalNotice } from '../sections/Legal/LegalNotice';
import { PageHero } from '../sections/PageHero/PageHero';

export const Route = createFileRoute('/mentions-legales')({
  loader: () => ({ seo: notice.seo }),
  head: pageHead,
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
