import { CHOICE_NAME_ATTRIBUTE } from 'shared/page-protocol';
import { useCatalogue } from '../data/localized';
import { SHADE_PARAM, SHADES, type Shade } from '../data/shades';
import { inkOn } from '../lib/colour';
import { swatchPosition } from '../lib/swatch-sheet';


/**
 * One shade of the picker: a radio button over its swatch (its cell of the art pipeline's sheet,
 * over its flat colour) with its code printed in the ink that reads on it, and its name shown
 * under the group while it is chosen.
 */
export function ShadeSwatch({ shade }: { shade: Shade }) {
  const name = useCatalogue().shadeName(shade);
  return (
    <label className="group">
      <span className="relative block">
        <input
          type="radio"
          name={SHADE_PARAM}
          value={shade.id}
          required
          {...{ [CHOICE_NAME_ATTRIBUTE]: name }}
          aria-label={name}
          // The radio covers its swatch: the swatch is what is pressed, and its ring shows focus.
          className="peer absolute inset-0 cursor-pointer appearance-none rounded-full outline-none"
        />
        <span
          aria-hidden="true"
          data-swatch
          style={{ backgroundColor: shade.hex, backgroundPosition: swatchPosition(SHADES.indexOf(shade)), color: inkOn(shade.hex) }}
          className="flex size-10 items-center justify-center rounded-full text-[0.65rem] font-medium ring-1 ring-ivory/60 peer-checked:ring-2 peer-checked:ring-gold peer-checked:ring-offset-2 peer-checked:ring-offset-espresso peer-focus-visible:outline-2 peer-focus-visible:outline-offset-4 peer-focus-visible:outline-gold"
        >
          {shade.code}
        </span>
      </span>
      <span aria-hidden="true" className="absolute bottom-0 left-0 hidden text-sm text-ivory group-has-checked:block">
        {name}
      </span>
    </label>
  );
}
