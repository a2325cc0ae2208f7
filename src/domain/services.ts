/**
 * The firm's five services, by id, and the contact form's extra choice « other »: the one list the
 * form's machine and rules, the Worker and the content schema (its services/ folder) all read.
 * No dependency: each side imports it alone.
 */
export const serviceChoices = ['interim', 'recrutement', 'paie', 'ipm', 'rh', 'other'] as const;
export type ServiceChoice = (typeof serviceChoices)[number];

/** The services themselves: a file each in content/services/. */
// Pure: a chunk that imports only the choices (the contact form's) does not carry this line.
export const serviceIds = /* @__PURE__ */ serviceChoices.filter((id) => id !== 'other') as Exclude<ServiceChoice, 'other'>[];
export type ServiceId = (typeof serviceIds)[number];
