/**
 * The editor's preview of content/replies.yml: each template as the mail client will open it from
 * the inbox's « Répondre », filled in for an example person (src/inbox/replies.ts).
 */
import { templates } from 'virtual:content/replies';
import { audienceLabels } from '../content/schemas/replies';
import { fillReply, type Addressee, type ReplyTemplate } from '../inbox/replies';
import * as styles from './preview.css';

const offer = { reference: 'SRH-2026-031', title: 'Comptable senior' };

/** Whom each kind of template is shown written to. */
const examples: Record<ReplyTemplate['for'], Pick<Addressee, 'name' | 'offer'> & { about: string }> = {
  offer: { name: 'Awa Ndiaye', offer, about: 'la candidature d’Awa Ndiaye à l’offre SRH-2026-031, Comptable senior' },
  application: { name: 'Awa Ndiaye', offer, about: 'la candidature d’Awa Ndiaye à l’offre SRH-2026-031, Comptable senior' },
  spontaneous: { name: 'Mame Diarra Bousso Ndiaye', offer: null, about: 'la candidature spontanée de Mame Diarra Bousso Ndiaye' },
  message: { name: 'Ousmane Sow', offer: null, about: 'le message d’Ousmane Sow' },
};

export function RepliesPreview() {
  return (
    <div className={styles.replies}>
      <h1>Modèles de réponse</h1>
      <p className={styles.replyNote}>Chaque modèle tel que la messagerie l’ouvrira depuis « Répondre », rempli pour un exemple.</p>
      {templates.map((template) => {
        const example = examples[template.for];
        const { subject, body } = fillReply(template, example);
        return (
          <article key={template.name} className={styles.reply}>
            <h2>{template.name}</h2>
            <p className={styles.replyNote}>
              {audienceLabels[template.for]} · exemple : {example.about}
            </p>
            <p>
              <strong>Objet :</strong> {subject}
            </p>
            <p className={styles.replyBody}>{body}</p>
          </article>
        );
      })}
    </div>
  );
}
