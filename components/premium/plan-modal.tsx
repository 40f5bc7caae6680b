'use client';
// The subscription-plan modal, opened by the `jf:open-plans` event (open-plan-modal.ts) from the home page's gates,
// the journal page's prompt and the Account menu's upgrade. It listens from hydration on but loads the dialog (its
// plans, cards and payment notice) only at the first event, so no page carries that code before it is needed.
import dynamic from 'next/dynamic';
import { useEffect, useState } from 'react';
import { openPlansEvent } from './open-plan-modal';
import { useSingleInstance } from './use-single-instance';

const PlanModalDialog = dynamic(() => import('./plan-modal-dialog').then((module) => module.PlanModalDialog), { ssr: false });

function PlanModalHost() {
  const [isRequested, setIsRequested] = useState(false);
  useEffect(() => {
    const request = () => setIsRequested(true);
    window.addEventListener(openPlansEvent, request);
    return () => window.removeEventListener(openPlansEvent, request);
  }, []);
  return isRequested ? <PlanModalDialog /> : null;
}

/** Mount anywhere (several places may): only the first mounted instance listens and shows the dialog. */
export function PlanModal() {
  const isActive = useSingleInstance();
  return isActive ? <PlanModalHost /> : null;
}
