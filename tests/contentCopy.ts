/**
 * The site's content as the tests read it: the same modules the app imports (built from
 * content/ by the content plugin), plus the few sentences the app composes from them.
 */
import { story } from 'virtual:content/about';
import { beforeStart } from 'virtual:content/contact';
import { services, team } from 'virtual:content/collections';
import { hero } from 'virtual:content/home';
import * as site from 'virtual:content/site';
import type { SitePhoto } from '../src/content/types';
import { fill } from '../src/lib/fill';

/** The two notices only the prerendered contact page carries, filled in as the page fills them. */
export const beforeStartNotices = {
  preparing: fill(beforeStart.preparing, { email: site.email, telephone: site.phone.display }),
  noScript: fill(beforeStart.noScript, { email: site.email, telephone: site.phone.display }),
};

/** Every photo the pages show. */
export const allPhotos: SitePhoto[] = [hero.photo, story.photo, ...services.map((service) => service.photo), ...team.map((member) => member.photo)];
