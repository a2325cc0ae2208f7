import { testimonials as shown, testimonialsIntro } from 'virtual:content/home';
import { testimonials as entries } from 'virtual:content/collections';
import { card, container } from '../../styles/layout.css';
import { grid, section } from '../../styles/classes';
import { SectionHeader } from '../SectionHeader/SectionHeader';
import * as styles from './Testimonials.css';

/** « Khady Mbaye » → « KM »: a decorative monogram in place of a portrait. */
function initialsOf(name: string): string {
  const words = name.split(' ');
  return `${words[0]?.[0] ?? ''}${words.at(-1)?.[0] ?? ''}`;
}

/** The testimonials the home page names, in its order. */
const testimonials = shown.map((id) => entries.find((entry) => entry.id === id)!);

/** Three client testimonials, each a figure with its quote and its author. */
export function Testimonials() {
  return (
    <section className={section({ tone: 'soft' })} aria-labelledby="testimonials-title">
      <div className={container}>
        <SectionHeader id="testimonials-title" title={testimonialsIntro.title} lead={testimonialsIntro.lead} />
        <ul className={`${grid({ columns: 3 })} ${styles.list}`} role="list">
          {testimonials.map((testimonial) => (
            <li key={testimonial.id} className={card}>
              <figure className={styles.figure}>
                <QuoteMark className={styles.mark} />
                <blockquote className={styles.quote}>
                  <p>{testimonial.quote}</p>
                </blockquote>
                <figcaption className={styles.caption}>
                  <span className={styles.initials} aria-hidden="true">{initialsOf(testimonial.name)}</span>
                  <span className={styles.person}>
                    <span className={styles.name}>{testimonial.name}</span>
                    <span className={styles.position}>{testimonial.position}</span>
                  </span>
                </figcaption>
              </figure>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}

/** Opening quotation marks over a testimonial: filled, on a 42 × 32 grid (the home page's own drawing, see components/Icons). */
function QuoteMark({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 42 32" aria-hidden="true" focusable="false" fill="currentColor" className={className}>
      <path d="M0 32V19.2C0 8.5 5.6 2.1 16.8 0l1.6 4.6C12.3 6.5 9.4 10 9.1 15H17v17zm22.6 0V19.2C22.6 8.5 28.2 2.1 39.4 0L41 4.6c-6.1 1.9-9 5.4-9.3 10.4h7.9v17z" />
    </svg>
  );
}
