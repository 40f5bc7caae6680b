'use client';
// The compare tray is shown once per page, by the first mounted component that offers it (every compare toggle
// does), so a page with fifty cards has one tray and a page without toggles none, without touching the layout. When
// that component unmounts, the next one takes over.
import { firstMountedHook } from '@/components/ui/first-mounted-hook';

export const useIsTrayHost = firstMountedHook();
