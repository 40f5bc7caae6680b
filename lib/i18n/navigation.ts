// Locale-aware Link, redirect and router: always link through these so the [lang] prefix is never lost.
import { createNavigation } from 'next-intl/navigation';
import { routing } from './routing';

export const { Link, redirect, usePathname, useRouter, getPathname } = createNavigation(routing);
