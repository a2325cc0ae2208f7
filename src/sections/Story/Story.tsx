import { Photo } from '../../components/Photo/Photo';
import { story } from '../../content/about';
import { container, section } from '../../styles/layout.css';
import { SectionHeader } from '../SectionHeader/SectionHeader';
import * as styles from './Story.css';

/** How the firm began and what it does today, beside a photo. */
export function Story() {
  return (
    <section className={section({ tone: 'page' })} aria-labelledby="story-title">
      <div className={`${container} ${styles.layout}`}>
        <div>
          <SectionHeader id="story-title" title={story.title} />
          <div className={styles.paragraphs}>
            {story.paragraphs.map((paragraph) => (
              <p key={paragraph} className={styles.paragraph}>{paragraph}</p>
            ))}
          </div>
        </div>
        <Photo image={story.image} sizes="(min-width: 1024px) 460px, 100vw" className={styles.photo} />
      </div>
    </section>
  );
}
