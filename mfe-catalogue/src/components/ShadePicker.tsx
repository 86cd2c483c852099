import type { CSSProperties } from 'react';
import { defineMessages, useIntl } from 'shared';
import { ADDRESS_CHOICE_ATTRIBUTE } from 'shared/page-protocol';
import { useCatalogue } from '../data/localized';
import { MONK_TONES, SHADES, SWATCH_COLUMNS } from '../data/shades';
import { swatchSheet, SWATCH_ROWS } from '../lib/swatch-sheet';
import { ShadeSwatch } from './ShadeSwatch';

/** The sheet and its grid, once for the group: each swatch reads them (`[data-swatch]`, ../index.css). */
const messages = defineMessages({
  shade: { id: 'catalogue.shades.shade', defaultMessage: 'Shade' },
  depth: { id: 'catalogue.shades.depth', defaultMessage: '{depth}, Monk {monk}', description: 'a group of shades of one depth on the Monk Skin Tone scale: "Deep, Monk 7"' },
});

const SHEET_STYLE = { '--swatch-sheet': swatchSheet(), '--swatch-columns': SWATCH_COLUMNS, '--swatch-rows': SWATCH_ROWS } as CSSProperties;


/**
 * Second Skin's shades, grouped by depth, as one group of radio buttons named `shade` in the Add to
 * Cart form, which reads the chosen one when sent (its name is the radio's `data-choice-name`). The
 * choice is the browser's from the first paint: arrow keys move through the range, the chosen
 * shade's name shows under the swatches by the stylesheet (`group-has-checked`), and the browser
 * asks for one when the form is sent with none (`required`). The boot script keeps the choice and
 * the address together (`data-from-address`, shared/src/boot/address-choices.ts): an address that
 * names a shade (the finder's link) chooses it, and a shade chosen is written to the address.
 */
export function ShadePicker() {
  const intl = useIntl();
  const { depthNames } = useCatalogue();
  return (
    <fieldset {...{ [ADDRESS_CHOICE_ATTRIBUTE]: '' }} style={SHEET_STYLE} className="relative mt-10 border-t border-gold/20 pt-8 pb-12">
      <legend className="sr-only">{intl.formatMessage(messages.shade)}</legend>
      <p aria-hidden="true" className="eyebrow text-gold">
        {intl.formatMessage(messages.shade)}
      </p>
      {MONK_TONES.map((monk) => (
        <div key={monk} role="group" aria-label={intl.formatMessage(messages.depth, { depth: depthNames[monk], monk })} className="mt-3 flex items-center gap-3">
          <span aria-hidden="true" className="w-24 shrink-0 text-xs text-mist">
            {depthNames[monk]}
          </span>
          <div className="flex flex-wrap gap-2">
            {SHADES.filter((shade) => shade.monk === monk).map((shade) => (
              <ShadeSwatch key={shade.id} shade={shade} />
            ))}
          </div>
        </div>
      ))}
    </fieldset>
  );
}
