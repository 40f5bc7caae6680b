'use client';
// The signed-out header action: opens the auth modal in its login view.
import { openAuthModal } from '../session/open-auth-modal';

interface LoginButtonProps {
  label: string;
  testId: string;
  className: string;
  onOpen?: () => void;
}

export function LoginButton({ label, testId, className, onOpen }: LoginButtonProps) {
  return (
    <button
      type="button"
      data-testid={testId}
      className={className}
      onClick={() => {
        onOpen?.();
        openAuthModal('login');
      }}
    >
      {label}
    </button>
  );
}
