'use client';
// The bottom call to action of the About and Pricing pages: buttons opening the auth modal in their view
// (register, login). A signed-in visitor, whom the modal would not ask again, gets a link to start searching instead.
import { type AuthView, openAuthModal } from '@/components/session/open-auth-modal';
import { useSession } from '@/components/session/session-context';
import { Link } from '@/lib/i18n/navigation';

export interface AuthAction {
  view: AuthView;
  label: string;
  testId: string;
}

interface AuthCallToActionProps {
  actions: AuthAction[];
  signedInLabel: string;
  signedInTestId: string;
}

const primaryClassName =
  'rounded-lg bg-white px-5 py-2.5 text-sm font-semibold text-blue-800 shadow-sm transition-colors hover:bg-blue-50';
const secondaryClassName =
  'rounded-lg border border-white/60 px-5 py-2.5 text-sm font-semibold text-white transition-colors hover:bg-white/10';

export function AuthCallToAction({ actions, signedInLabel, signedInTestId }: AuthCallToActionProps) {
  const { loading, isAuthenticated } = useSession();
  if (!loading && isAuthenticated) {
    return (
      <Link href="/" data-testid={signedInTestId} className={`inline-block ${primaryClassName}`}>
        {signedInLabel}
      </Link>
    );
  }
  return (
    <div className="flex flex-wrap justify-center gap-3">
      {actions.map((action, index) => (
        <button
          key={action.testId}
          type="button"
          data-testid={action.testId}
          onClick={() => openAuthModal(action.view)}
          className={index === 0 ? primaryClassName : secondaryClassName}
        >
          {action.label}
        </button>
      ))}
    </div>
  );
}
