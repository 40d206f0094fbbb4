import type { Ref } from 'react';
import { ToggleButton, type ToggleButtonProps } from 'react-aria-components';
import { favouriteButton, heart } from './FavouriteButton.css';

/** The sizes a FavouriteButton can take: over a card's picture, or beside a product page's name. */
export const FAVOURITE_BUTTON_SIZES = ['small', 'large'] as const;
export type FavouriteButtonSize = (typeof FAVOURITE_BUTTON_SIZES)[number];

export interface FavouriteButtonProps extends Omit<
  ToggleButtonProps,
  'className' | 'style' | 'children' | 'render' | 'aria-label' | 'id'
> {
  /** The accessible name while the product is not a favourite, per language, e.g. "Add to favourites". */
  addLabel: string;
  /** The accessible name while it is one, e.g. "Remove from favourites". */
  removeLabel: string;
  /**
   * 36 px over a card's picture, 44 px on a product page.
   * @default 'small'
   */
  size?: FavouriteButtonSize;
  /** Ref to the `<button>`. */
  ref?: Ref<HTMLButtonElement>;
}

/**
 * A heart that makes a product a favourite, or no longer one: a toggle button (pressed when it is one)
 * whose name says what pressing it does. Takes no `className`.
 */
export function FavouriteButton({ addLabel, removeLabel, size = 'small', ref, ...props }: FavouriteButtonProps) {
  return (
    <ToggleButton
      {...props}
      ref={ref}
      className={favouriteButton({ size })}
      aria-label={props.isSelected ? removeLabel : addLabel}
    >
      {/* Drawn by its stylesheet (the icon set's heart as a mask): a grid of cards repeats no SVG in its HTML. */}
      <span className={heart({ size })} aria-hidden="true" />
    </ToggleButton>
  );
}
