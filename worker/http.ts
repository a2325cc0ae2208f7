/** JSON answers with a status that means something, and the French words a visitor may read. */
export const noStore = { 'Cache-Control': 'no-store' };

export function json(body: unknown, status = 200, headers: Record<string, string> = {}): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json; charset=utf-8', ...noStore, ...headers },
  });
}

export type ErrorCode = 'invalid' | 'malformed' | 'unsupportedType' | 'tooLarge' | 'tooMany' | 'dailyCap' | 'methodNotAllowed' | 'notFound' | 'server';

/** Answers for requests the form itself never makes (a bot, a broken client): French all the same. */
export const protocolMessages: Record<Exclude<ErrorCode, 'invalid' | 'tooLarge' | 'tooMany' | 'dailyCap'>, string> = {
  malformed: 'Le message n’a pas pu être lu. Rechargez la page et réessayez.',
  unsupportedType: 'Le message doit être envoyé en JSON ou en multipart/form-data.',
  methodNotAllowed: 'Cette adresse reçoit les messages du formulaire (POST) et rien d’autre.',
  notFound: 'Cette adresse n’existe pas.',
  server: 'Notre serveur n’a pas pu enregistrer votre message. Réessayez dans un instant.',
};

export function problem(error: ErrorCode, message: string, status: number, extra: Record<string, unknown> = {}, headers: Record<string, string> = {}): Response {
  return json({ error, message, ...extra }, status, headers);
}
