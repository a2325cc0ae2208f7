/**
 * The catalogue of what can be wrong in the content beyond what zod names itself: each problem's
 * code and its French message. The schemas (zod custom issues, through `issue` and `refinement`)
 * and the loader (`say`) use a problem by its code; problemMessages.ts reads its words here. A code that
 * is not in the catalogue fails the type check; a message no schema or loader uses fails
 * tests/content/problems.test.ts. No file access: the editor's preview uses it in the browser too.
 */
import { dateFormat, dateShape, timeExamples } from './formats.ts';
import { firmPlaceholder, plural, quoteList } from './frenchPhrasing.ts';

/** A problem's message: `value` is what the file holds at the field, `params` what the check knows. */
type Message<Params> = (value: unknown, params: Params) => string;

const message = <Params = void>(say: Message<Params>) => ({ message: say });

/** What a relation field (fields.ts `relation`) says of an entry it cannot find. */
export interface RelationWords {
  /** « un témoignage », « un secteur ». */
  one: string;
  /** « témoignages », « secteurs ». */
  many: string;
  /** What an empty field means, when it may be empty (« « Autre » »). */
  empty?: string;
}

export const problems = {
  /* ---------------------------------------------------------------- the fields (fields.ts, blocks.ts) */
  placeholder: message(() => `contient des accolades « {…} » : seul « ${firmPlaceholder} » (le nom du cabinet) est remplacé`),
  missingBlank: message<{ blank: string }>((_, { blank }) => `doit contenir « {${blank}} », que le site remplace`),
  unknownBlank: message<{ blank: string; blanks: readonly string[] }>(
    (_, { blank, blanks }) => `contient « {${blank}} », que le site ne sait pas remplacer (permis : ${blanks.map((allowed) => `{${allowed}}`).join(', ')})`,
  ),
  https: message((value) => `« ${String(value)} » doit être une adresse complète commençant par https://`),
  trailingSlash: message(() => 'ne doit pas finir par « / »'),
  phone: message((value) => `« ${String(value)} » n’est pas un numéro au format +221 33 000 00 00`),
  time: message((value) => `« ${String(value)} » n’est pas une heure ${timeExamples}`),
  // « 31/02/2026 » has the format, but no such day exists.
  date: message((value) => (dateShape.test(String(value)) ? `« ${String(value)} » n’est pas un jour du calendrier` : `« ${String(value)} » n’est pas une date ${dateFormat}`)),
  photoMissing: message(() => 'il faut une photo : téléversez-en une, ou donnez un identifiant Unsplash'),
  upload: message((value) => `« ${String(value)} » n’est pas une photo JPEG, PNG ou WebP du dossier content/images`),
  photoId: message((value) => `« ${String(value)} » n’est pas un identifiant de photo Unsplash (« photo-… »)`),
  prose: message<{ reason: string }>((_, { reason }) => reason),
  reference: message((value) => `« ${String(value)} » n’est pas une référence en majuscules, chiffres et tirets, par exemple SRH-2026-014`),

  /* ---------------------------------------------------------------- rules between fields (schemas/) */
  hoursPair: message(() => 'l’ouverture et la fermeture vont ensemble : remplissez les deux, ou aucune si le bureau est fermé'),
  hoursOrder: message(() => 'la fermeture doit venir après l’ouverture'),
  deadlineOrder: message(() => 'la date limite ne peut pas précéder la date de publication'),
  updatedOrder: message(() => 'la date de mise à jour ne peut pas précéder la date de publication'),
  salaryOrder: message(() => 'le maximum doit être au moins égal au minimum'),
  processings: message(() => 'il faut un traitement « Messages de contact » et un traitement « Candidatures », une fois chacun'),
  replyBlankFor: message<{ blank: string; blanks: readonly string[]; audience: string }>(
    (_, { blank, blanks, audience }) => `contient « {${blank}} », qui n’existe pas pour ${audience} ; permis ici : ${blanks.map((allowed) => `{${allowed}}`).join(', ')}`,
  ),
  replyNameTaken: message((value) => `« ${String(value)} » est déjà le nom d’un autre modèle ; chaque modèle a le sien`),
  legalSources: message<{ category: string }>(
    (_, { category }) => `il faut au moins une source : « ${category} » est une catégorie juridique, et chacun de ses articles dit sur quels textes il s’appuie (titre, organisme, adresse, date de consultation)`,
  ),
  legalVerified: message<{ category: string }>(
    (_, { category }) => `il faut la date « Vérifié le » : « ${category} » est une catégorie juridique, et chacun de ses articles dit à quelle date il a été vérifié (« À jour au … » sous son titre)`,
  ),
  replyTooLong: message<{ over: number }>((_, { over }) => `est trop long pour s’ouvrir en entier dans toutes les messageries : raccourcissez le texte d’environ ${over} caractères`),
  /* the payroll parameters (schemas/paie.ts) */
  versionsOrder: message(() => 'les versions doivent aller de la plus ancienne à la plus récente, chacune à partir d’un jour plus tardif que la précédente'),
  bandsOrder: message(() => 'la première tranche doit commencer à 0 et chacune à un revenu plus élevé que la précédente'),
  defaultRate: message(() => 'le taux proposé doit être l’un des taux permis, entre le minimum et le maximum'),
  partsRows: message(() => 'la première ligne doit être celle d’une part, et chaque ligne avoir plus de parts que la précédente'),
  ceilingOrder: message(() => 'le plafond doit être plus élevé que le début de la tranche'),
  readingsDiffer: message(() => 'l’autre lecture doit être différente de la lecture retenue'),
  readingOfSource: message(() => 'chaque source doit soutenir la lecture retenue ou l’autre lecture'),

  /* ---------------------------------------------------------------- files and folders (load.ts) */
  fileMissing: message(() => 'le fichier est introuvable'),
  frontMatter: message(() => 'l’article doit commencer par ses champs entre deux lignes « --- », puis son texte'),
  yamlMalformed: message<{ reason: string }>((_, { reason }) => `le fichier YAML est mal formé (${reason})`),
  fileName: message(() => 'le nom du fichier doit être en minuscules, sans accents ni espaces (lettres, chiffres et tirets)'),
  unknownId: message<{ allowed: readonly string[] }>((id, { allowed }) => `« ${String(id)} » n’est pas un service connu ; services permis : ${quoteList(allowed)}`),
  missingFiles: message<{ missing: readonly string[] }>((_, { missing }) => `il manque ${missing.length === 1 ? 'la fiche' : 'les fiches'} ${quoteList(missing.map((id) => `${id}.yml`))}`),
  entryCount: message<{ count: number; found: number }>((_, { count, found }) => `le dossier doit contenir ${plural(count, 'fiche', 'fiches')}, il en contient ${found}`),
  samePosition: message<{ key: string; repeated: readonly number[] }>(
    (_, { key, repeated }) => `deux fiches ont la même ${key === 'number' ? 'numéro' : 'position'} (${repeated.join(', ')}) : chacune doit avoir la sienne`,
  ),
  uploadMissing: message<{ file: string }>((_, { file }) => `le fichier ${file} est introuvable : téléversez la photo à nouveau`),
  uploadUnreadable: message((value) => `« ${String(value)} » n’est pas une photo JPEG, PNG ou WebP lisible`),

  /* ---------------------------------------------------------------- links between files (load.ts, relations) */
  relationUnknown: message<RelationWords & { folder: string; known: readonly string[] }>(
    (id, { one, many, folder, known, empty }) => `« ${String(id)} » n’est pas ${one} de content/${folder} ; ${many} connus : ${quoteList(known)}${empty ? `, ou vide pour ${empty}` : ''}`,
  ),
  relationRepeated: message((id) => `« ${String(id)} » est déjà affiché`),
  uniqueTaken: message<{ other: string }>((value, { other }) => `« ${String(value)} » est déjà la référence de l’offre ${other}.yml ; chaque offre a la sienne`),
  /**
   * The editor's check before it saves (src/admin/saveCheck.ts): a relation naming an entry the
   * editor does not know (deleted or renamed since, or typed into the file by hand); `section` is
   * the collection's name in the editor (« Catégories d’articles »).
   */
  relationGone: message<{ one: string; section: string; empty?: string }>(
    (id, { one, section, empty }) => `« ${String(id)} » n’est pas dans la rubrique « ${section} » ; choisissez ${one} dans la liste${empty ? `, ou laissez vide pour ${empty}` : ''}`,
  ),
  /**
   * The editor's check before it saves (src/admin/saveCheck.ts): a category switched to legal while
   * some of its published articles have no source or no « Vérifié le » day (sourcing.ts).
   */
  legalCategoryUnsourced: message<{ articles: readonly string[] }>(
    (_, { articles }) =>
      `${articles.length === 1 ? 'l’article' : 'les articles'} ${quoteList(articles)} ${articles.length === 1 ? 'n’a' : 'n’ont'} pas encore de sources ou de date « Vérifié le » : ajoutez-les, ou mettez ${articles.length === 1 ? 'l’article' : 'ces articles'} en brouillon, avant de marquer la catégorie comme juridique`,
  ),
  /** The editor's check before it saves (src/admin/saveCheck.ts): `reference` when the field is the collection's `unique` one. */
  siblingTaken: message<{ other: string; reference: boolean }>(
    (value, { other, reference }) => `« ${String(value)} » ${reference ? 'est déjà la référence de l’offre' : 'est déjà pris par la fiche'} « ${other} » ; chacune doit avoir la sienne`,
  ),
};

export type ProblemCode = keyof typeof problems;

/** What a problem's message needs to know besides the value (nothing, for most). */
export type ParamsOf<Code extends ProblemCode> = Parameters<(typeof problems)[Code]['message']>[1];

type ParamsArgument<Code extends ProblemCode> = ParamsOf<Code> extends void ? [] : [params: ParamsOf<Code>];

/** A problem's French message. */
export function say<Code extends ProblemCode>(code: Code, value: unknown, ...[params]: ParamsArgument<Code>): string {
  return (problems[code].message as Message<unknown>)(value, params);
}

/** A zod custom issue for a problem (superRefine, transform): the code is its message, until problemMessages.ts says it. */
export function issue<Code extends ProblemCode>(code: Code, where: { path?: PropertyKey[] } = {}, ...[params]: ParamsArgument<Code>) {
  return { code: 'custom' as const, message: code, ...where, ...(params === undefined ? {} : { params: params as Record<string, unknown> }) };
}

/** The second argument of zod's `.refine` for a problem. */
export const refinement = (code: ProblemCode, path?: PropertyKey[]) => ({ message: code, ...(path ? { path } : {}) });

/** The French message of a custom issue (the code it carries, and its params). */
export function customMessage(code: string, value: unknown, params?: Record<string, unknown>): string {
  return Object.hasOwn(problems, code) ? (problems[code as ProblemCode].message as Message<unknown>)(value, params) : code;
}
