import { useEffect, useRef, type CSSProperties } from 'react';
import { useSearchParams } from 'shared';
import { ADDRESS_CHOICE_ATTRIBUTE } from 'shared/live';
import { DEPTH_NAMES, findShade, MONK_TONES, SHADE_PARAM, SHADES, SWATCH_COLUMNS } from '../data/shades';
import { swatchSheet, SWATCH_ROWS } from '../lib/swatch-sheet';
import { ShadeSwatch } from './ShadeSwatch';

/** The sheet and its grid, once for the group: each swatch reads them (`[data-swatch]`, ../index.css). */
const SHEET_STYLE = { '--swatch-sheet': swatchSheet(), '--swatch-columns': SWATCH_COLUMNS, '--swatch-rows': SWATCH_ROWS } as CSSProperties;


/**
 * Second Skin's shades, grouped by depth, as one group of radio buttons named `shade` in the Add to
 * Cart form, which reads the chosen one when sent. Like the gallery, the choice is the browser's
 * from the first paint: arrow keys move through the range, and the chosen shade's name shows under
 * the swatches by the stylesheet (`group-has-checked`), and the browser asks for one when the form
 * is sent with none (`required`). An address that names a shade (the finder's link) chooses it from
 * the first paint (the boot script's `data-from-address`). Once the code is here, the choice is
 * also written to the address (`?shade=`, replacing the entry).
 */
export function ShadePicker() {
  const [search, setSearch] = useSearchParams();
  const chosen = findShade(search.get(SHADE_PARAM));
  const choose = (id: string) => {
    const next = new URLSearchParams(search);
    next.set(SHADE_PARAM, id);
    setSearch(next, { replace: true, preventScrollReset: true });
  };
  // The radios are the browser's (uncontrolled), so a shade chosen before this code came stays
  // chosen: the address learns it once the code is here. A shade the address names (on arriving,
  // or Back and Forward) is then chosen in the page.
  const group = useRef<HTMLFieldSetElement>(null);
  useEffect(() => {
    const checked = group.current?.querySelector<HTMLInputElement>('input:checked');
    if (checked) choose(checked.value);
    // Once, when the code arrives: what the visitor did before it.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  const chosenId = chosen?.id;
  useEffect(() => {
    if (!chosenId) return;
    const radio = group.current?.querySelector<HTMLInputElement>(`input[value="${chosenId}"]`);
    if (radio) radio.checked = true;
  }, [chosenId]);
  return (
    <fieldset ref={group} {...{ [ADDRESS_CHOICE_ATTRIBUTE]: '' }} style={SHEET_STYLE} className="relative mt-10 border-t border-gold/20 pt-8 pb-12">
      <legend className="sr-only">Shade</legend>
      <p aria-hidden="true" className="eyebrow text-gold">
        Shade
      </p>
      {MONK_TONES.map((monk) => (
        <div key={monk} role="group" aria-label={`${DEPTH_NAMES[monk]}, Monk ${monk}`} className="mt-3 flex items-center gap-3">
          <span aria-hidden="true" className="w-24 shrink-0 text-xs text-mist">
            {DEPTH_NAMES[monk]}
          </span>
          <div className="flex flex-wrap gap-2">
            {SHADES.filter((shade) => shade.monk === monk).map((shade) => (
              <ShadeSwatch key={shade.id} shade={shade} chosen={chosen?.id === shade.id} onChoose={() => choose(shade.id)} />
            ))}
          </div>
        </div>
      ))}
    </fieldset>
  );
}
