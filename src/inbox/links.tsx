/**
 * Links and navigation within the inbox, on its one route. The site's router is the one
 * registered for TanStack Router's types (src/router.tsx), so a typed `<Link to="/candidatures">`
 * would be checked against the site's routes: the inbox's are spelled out here, once.
 */
import type { AnchorHTMLAttributes, ComponentType } from 'react';
import { Link, useNavigate } from '@tanstack/react-router';
import type { InboxSearch } from './contract';

const path = '/candidatures';
const UntypedLink = Link as unknown as ComponentType<AnchorHTMLAttributes<HTMLAnchorElement> & { to: string; search: InboxSearch }>;

/** A link to the inbox with this search (filters, page, an application's `id`). */
export function InboxLink({ search, ...props }: Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> & { search: InboxSearch }) {
  return <UntypedLink to={path} search={search} {...props} />;
}

/** Goes to the inbox with this search; `replace` keeps the history entry (a filter changed). */
export function useInboxNavigate(): (search: InboxSearch, options?: { replace?: boolean }) => Promise<void> {
  const navigate = useNavigate() as unknown as (options: { to: string; search: InboxSearch; replace?: boolean }) => Promise<void>;
  return (search, { replace = false } = {}) => navigate({ to: path, search, replace });
}
