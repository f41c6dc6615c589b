import { cn } from '#client/lib/cn.ts';
import { Button, type ButtonProps } from '../ui/button';
import { Tooltip } from '../ui/tooltip';

/**
 * A ghost button showing only an icon (its children). The label is its accessible name and, for
 * pointer users, its tooltip; narrow-screen cards leave the tooltip out, as touch has no hover.
 */
export function IconButton({
  label,
  tooltip = true,
  danger = false,
  className,
  ...props
}: Omit<ButtonProps, 'variant' | 'size' | 'aria-label'> & { label: string; tooltip?: boolean; danger?: boolean }) {
  const button = (
    <Button
      variant="ghost"
      size="icon"
      className={cn(danger && 'text-red-700 hover:bg-red-50 hover:text-red-800', className)}
      aria-label={label}
      {...props}
    />
  );
  return tooltip ? <Tooltip label={label}>{button}</Tooltip> : button;
}
