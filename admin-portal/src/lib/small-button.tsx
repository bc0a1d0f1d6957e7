import type { LucideIcon } from 'lucide-react';
import { Button, type ButtonProps } from 'shared-ui';

export interface SmallButtonProps extends Omit<ButtonProps, 'size' | 'icon'> {
  /** Drawn at 16 px, the size that suits a small button (18 px goes with the regular size). */
  icon: LucideIcon;
}

/** A small button with an icon: the actions on one item of a list (Edit, Delete, Replace…), ghost unless said. */
export function SmallButton({ icon: Icon, variant = 'ghost', ...props }: SmallButtonProps) {
  return <Button size="sm" variant={variant} icon={<Icon size={16} />} {...props} />;
}
