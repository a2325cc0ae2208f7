/**
 * What the workflow's alert may say (POST /api/health/alert, worker/health.ts; issue 57, « The
 * alert endpoint sends facts, not free text »): a failed step's name from this list, reasons from
 * this set of codes, and the address of the repository's own run. The Worker writes the e-mail
 * from these fixed French sentences; scripts/deploy/alert.mjs maps a step's log to the codes
 * (unknown: `other`), and the log itself stays on the run's page. Here, below both.
 */

/** The workflow's steps that can fail, and what each failure means for the site (the e-mail's first line). */
export const alertSteps = {
  deploy: 'Le déploiement automatique du site a échoué\u00a0: le site en ligne n’a pas été mis à jour',
  check: 'La vérification du site en ligne a échoué après le déploiement\u00a0: le site a été mis à jour, mais quelque chose ne répond pas comme prévu',
} as const;
export type AlertStep = keyof typeof alertSteps;

/** Each reason's sentence, the most useful first: the e-mail lists them in this order. */
export const alertReasons = {
  'cloudflare-token': 'Cloudflare a refusé le jeton du déploiement (CLOUDFLARE_API_TOKEN)\u00a0: expiré, révoqué ou sans les droits nécessaires (docs/deploy.md, étape 8).',
  'health-token': 'Le site a refusé le jeton de santé (HEALTH_TOKEN)\u00a0: celui du dépôt GitHub n’est plus celui du Worker, sans doute une rotation inachevée (docs/operations.md#rotation-des-secrets).',
  access: 'La boîte de réception ou l’éditeur ne sont plus derrière Cloudflare Access comme prévu\u00a0: à regarder tout de suite (docs/deploy.md, étape 5).',
  preflight: 'La vérification avant déploiement a refusé\u00a0: une valeur reste à compléter ou un réglage est faux\u00a0; rien n’a été envoyé à Cloudflare.',
  build: 'La construction du site a échoué\u00a0; rien n’a été envoyé à Cloudflare.',
  migrations: 'La mise à jour de la base de données (D1) a échoué\u00a0; le site en ligne est resté tel quel.',
  upload: 'L’envoi du site à Cloudflare a échoué\u00a0; le site en ligne est resté tel quel.',
  unreachable: 'Le site en ligne ne répond pas, ou pas à temps.',
  health: 'Le rapport de santé du site signale un problème\u00a0: la boîte de réception du site dit lequel.',
  form: 'Le formulaire de contact en ligne ne répond pas comme prévu.',
  pages: 'Une page du site en ligne ne répond pas comme prévu (une page, la page 404, les en-têtes de sécurité, le plan du site ou robots.txt).',
  redirect: 'L’autre adresse du site (avec ou sans www) ne renvoie plus vers l’adresse principale.',
  editor: 'La connexion à l’éditeur (/admin) n’est pas configurée sur le Worker.',
  other: 'La cause n’a pas été reconnue automatiquement\u00a0: le journal de l’exécution la donne.',
} as const;
export type AlertReason = keyof typeof alertReasons;

/**
 * The run's address, on the repository the build names (donnees/construction.json `repository`):
 * https://github.com/<owner>/<repo>/actions/runs/<digits>, with /attempts/<n> for a re-run.
 */
export const runAddressPattern = /^https:\/\/github\.com\/([A-Za-z0-9-]{1,39})\/([A-Za-z0-9._-]{1,100})\/actions\/runs\/\d{1,20}(?:\/attempts\/\d{1,4})?$/;
