import { Photo } from '../../components/Photo/Photo';
import { story } from 'virtual:content/about';
import { Prose } from '../../components/Prose/Prose';
import { container } from '../../styles/layout.css';
import { section } from '../../styles/classes';
import { SectionHeader } from '../SectionHeader/SectionHeader';
import * as styles from './Story.css';

/** How the firm began and what it does today, beside a photo. */
export function Story() {
  return (
    <section className={section({ tone: 'page' })} aria-labelledby="story-title">
      <div className={`${container} ${styles.layout}`}>
        <div>
          <SectionHeader id="story-title" title={story.title} />
          <Prose prose={story.body} className={styles.paragraphs} paragraphClassName={styles.paragraph} />
        </div>
        <Photo photo={story.photo} sizes="(min-width: 1024px) 460px, 100vw" className={styles.photo} />
      </div>
    </section>
  );
}
