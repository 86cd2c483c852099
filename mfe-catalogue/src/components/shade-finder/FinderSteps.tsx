import { DEPTH_NAMES, MONK_COLOURS, MONK_TONES } from '../../data/shades';
import type { FinderAnswers } from '../../lib/shade-match';
import { ChoiceGroup, Swatch, type Choice } from './ChoiceGroup';

const SUN: readonly Choice[] = [
  { value: 'burns', label: 'Burns, rarely tans', picture: <Swatch colour="#e9a08a" /> },
  { value: 'burns-then-tans', label: 'Burns, then tans', picture: <Swatch colour="#c98a5e" /> },
  { value: 'tans', label: 'Tans, rarely burns', picture: <Swatch colour="#8a5a3b" /> },
  { value: 'never-burns', label: 'Never burns that I can see', picture: <Swatch colour="#4a3024" /> },
];
const JEWELLERY: readonly Choice[] = [
  { value: 'gold', label: 'Gold', picture: <Swatch colour="#d4af37" /> },
  { value: 'silver', label: 'Silver', picture: <Swatch colour="#c0c4c8" /> },
  { value: 'both', label: 'Both alike', picture: [<Swatch key="gold" colour="#d4af37" size="size-5" />, <Swatch key="silver" colour="#c0c4c8" size="size-5" />] },
];
const VEINS: readonly Choice[] = [
  { value: 'green', label: 'Greenish', picture: <Swatch colour="#5f7a4a" /> },
  { value: 'blue-purple', label: 'Blue or purple', picture: <Swatch colour="#4f4f8a" /> },
  { value: 'both', label: 'A mix', picture: [<Swatch key="green" colour="#5f7a4a" size="size-5" />, <Swatch key="blue" colour="#4f4f8a" size="size-5" />] },
  { value: 'cannot-tell', label: 'I cannot tell', picture: <Swatch colour="#7a5a48" /> },
];
const FOUNDATIONS: readonly Choice[] = [
  { value: 'gray-ashy', label: 'Gray or ashy', picture: <Swatch colour="#8d8580" /> },
  { value: 'orange', label: 'Orange', picture: <Swatch colour="#c8682e" /> },
  { value: 'pink', label: 'Pink', picture: <Swatch colour="#c98a8a" /> },
  { value: 'fine', label: 'They matched, or I have not worn one', picture: <Swatch colour="#8a5a3b" /> },
];

/**
 * The finder's questions, one step each, as one GET form's fields: the address of the result is
 * the answers themselves. A step is shown once the one before it is answered (by the stylesheet,
 * `data-step`), so each asks one thing at a time from the first paint.
 */
export function FinderSteps({ answers }: { answers: FinderAnswers }) {
  const depths: Choice[] = MONK_TONES.map((tone) => ({ value: String(tone), label: `${tone} · ${DEPTH_NAMES[tone]}`, picture: <Swatch colour={MONK_COLOURS[tone]} size="size-10" /> }));
  return (
    <>
      <div data-step="1">
        <ChoiceGroup name="depth" legend="1. Which of these is nearest your skin?" hint="The Monk Skin Tone scale's ten tones. Look at your jaw and neck in daylight." choices={depths} chosen={answers.depth && String(answers.depth)} />
        <label className="mt-4 flex min-h-11 items-center gap-3 text-sm text-espresso">
          <input type="checkbox" name="between" defaultChecked={answers.between} className="size-5 accent-espresso" />
          I am between this tone and the next deeper one
        </label>
      </div>
      <div data-step="2">
        <ChoiceGroup name="sun" legend="2. How does your skin answer the sun?" choices={SUN} chosen={answers.sun} />
      </div>
      <div data-step="3">
        <p className="mt-10 eyebrow text-gold-ink">3. Your undertone, in everyday ways</p>
        <ChoiceGroup name="jewellery" legend="Which metal flatters you more?" choices={JEWELLERY} chosen={answers.jewellery} />
        <ChoiceGroup name="veins" legend="The veins inside your wrist look…" choices={VEINS} chosen={answers.veins} />
        <ChoiceGroup name="foundations" legend="Foundations have often looked…" choices={FOUNDATIONS} chosen={answers.foundations} />
      </div>
    </>
  );
}
