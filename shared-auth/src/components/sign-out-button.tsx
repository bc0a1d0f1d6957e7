import { LogOut } from 'lucide-react';
import { Button, type ButtonProps } from 'shared-ui';
import { useSignOut } from '../hooks/use-sign-out';

/** "Sign out" for any page (admin header, verifying screen); it shows progress while it runs. */
export function SignOutButton({
  children = 'Sign out',
  variant = 'secondary',
  ...props
}: Omit<ButtonProps, 'onClick' | 'loading'>) {
  const { signOut, isSigningOut } = useSignOut();
  return (
    <Button
      {...props}
      variant={variant}
      icon={<LogOut size={18} />}
      loading={isSigningOut}
      onClick={() => void signOut()}
    >
      {children}
    </Button>
  );
}
