import type { ReactNode } from 'react';

export interface Choice {
  value: string;
  label: string;
  /** What the choice looks like: a swatch or two, an icon. */
  picture: ReactNode;
}

/**
 * One question of the finder: its choices as the browser's radio buttons, each a picture with its
 * words, the chosen one ringed by the stylesheet (`has-checked`), as the gallery's thumbnails are.
 * Arrow keys move between them.
 */
export function ChoiceGroup({ name, legend, hint, choices, chosen }: { name: string; legend: string; hint?: string; choices: readonly Choice[]; chosen?: string }) {
  return (
    <fieldset className="mt-8">
      <legend className="font-display text-2xl text-espresso">{legend}</legend>
      {hint && <p className="mt-2 text-sm text-taupe">{hint}</p>}
      <div className="mt-4 flex flex-wrap gap-3">
        {choices.map((choice) => (
          <label
            key={choice.value}
            className="relative flex min-h-11 cursor-pointer items-center gap-3 border border-espresso/25 bg-ivory px-3 py-2 text-sm text-espresso transition-colors hover:border-espresso/60 has-checked:border-gold-ink has-checked:bg-gold/10 has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-gold-ink"
          >
            {/* The radio covers its choice: the picture and words are what is pressed, and the ring shows focus. */}
            <input type="radio" name={name} value={choice.value} defaultChecked={chosen === choice.value} className="absolute inset-0 cursor-pointer appearance-none outline-none" />
            <span aria-hidden="true" className="flex shrink-0 items-center gap-1">
              {choice.picture}
            </span>
            {choice.label}
          </label>
        ))}
      </div>
    </fieldset>
  );
}

/** A round swatch of a colour, for a choice's picture. */
export function Swatch({ colour, size = 'size-8' }: { colour: string; size?: string }) {
  return <span style={{ backgroundColor: colour }} className={`block shrink-0 rounded-full ring-1 ring-espresso/30 ${size}`} />;
}
