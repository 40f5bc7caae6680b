'use client';
// True for the first mounted instance only: the plan modal may be mounted by more than one component (the home page
// and the Account menu), and one window event must open exactly one dialog.
import { firstMountedHook } from '@/components/ui/first-mounted-hook';

export const useSingleInstance = firstMountedHook();
