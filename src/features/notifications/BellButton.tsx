/**
 * The bell itself: an icon button named "Notifications, N unread" (or "Notifications") with the
 * count on a badge. The same button before the menu's code has arrived and as the menu's trigger.
 */
import { Badge, Float, IconButton, type IconButtonProps } from '@chakra-ui/react';
import { BellIcon } from '../../components/icons';
import { badgeText, bellLabel } from './texts';

export interface BellButtonProps extends Omit<IconButtonProps, 'aria-label' | 'children'> {
  /** Unread notifications; undefined while the list is not known. */
  unread: number | undefined;
}

export function BellButton({ unread, ...rest }: BellButtonProps) {
  const label = bellLabel(unread);
  return (
    <IconButton
      aria-label={label}
      title={label}
      variant="ghost"
      size="sm"
      position="relative"
      overflow="visible"
      {...rest}
    >
      <BellIcon />
      {unread ? (
        <Float placement="top-end" offset="1">
          {/* The count is in the button's name; the badge shows it. */}
          <Badge
            aria-hidden="true"
            colorPalette="destructive"
            variant="solid"
            size="xs"
            borderRadius="full"
            minW="4"
            px="1"
            justifyContent="center"
            fontVariantNumeric="tabular-nums"
          >
            {badgeText(unread)}
          </Badge>
        </Float>
      ) : null}
    </IconButton>
  );
}
