import { defineMessages, useIntl, type IntlShape } from 'shared';
import { useCatalogue } from '../../data/localized';
import { MONK_COLOURS, MONK_TONES } from '../../data/shades';
import type { FinderAnswers } from '../../lib/shade-match';
import { ChoiceGroup, Swatch, type Choice } from './ChoiceGroup';

const messages = defineMessages({
  burns: { id: 'catalogue.finder.sun-burns', defaultMessage: 'Burns, rarely tans' },
  burnsThenTans: { id: 'catalogue.finder.sun-burns-then-tans', defaultMessage: 'Burns, then tans' },
  tans: { id: 'catalogue.finder.sun-tans', defaultMessage: 'Tans, rarely burns' },
  neverBurns: { id: 'catalogue.finder.sun-never-burns', defaultMessage: 'Never burns that I can see' },
  gold: { id: 'catalogue.finder.metal-gold', defaultMessage: 'Gold' },
  silver: { id: 'catalogue.finder.metal-silver', defaultMessage: 'Silver' },
  bothMetals: { id: 'catalogue.finder.metal-both', defaultMessage: 'Both alike' },
  green: { id: 'catalogue.finder.veins-green', defaultMessage: 'Greenish' },
  bluePurple: { id: 'catalogue.finder.veins-blue-purple', defaultMessage: 'Blue or purple' },
  mix: { id: 'catalogue.finder.veins-mix', defaultMessage: 'A mix' },
  cannotTell: { id: 'catalogue.finder.veins-cannot-tell', defaultMessage: 'I cannot tell' },
  grayAshy: { id: 'catalogue.finder.foundations-gray-ashy', defaultMessage: 'Gray or ashy' },
  orange: { id: 'catalogue.finder.foundations-orange', defaultMessage: 'Orange' },
  pink: { id: 'catalogue.finder.foundations-pink', defaultMessage: 'Pink' },
  fine: { id: 'catalogue.finder.foundations-fine', defaultMessage: 'They matched, or I have not worn one' },
  depth: { id: 'catalogue.finder.depth', defaultMessage: '1. Which of these is nearest your skin?' },
  depthHint: { id: 'catalogue.finder.depth-hint', defaultMessage: "The Monk Skin Tone scale's ten tones. Look at your jaw and neck in daylight." },
  between: { id: 'catalogue.finder.between', defaultMessage: 'I am between this tone and the next deeper one' },
  sun: { id: 'catalogue.finder.sun', defaultMessage: '2. How does your skin answer the sun?' },
  undertone: { id: 'catalogue.finder.undertone', defaultMessage: '3. Your undertone, in everyday ways' },
  jewellery: { id: 'catalogue.finder.jewellery', defaultMessage: 'Which metal flatters you more?' },
  veins: { id: 'catalogue.finder.veins', defaultMessage: 'The veins inside your wrist look…' },
  foundations: { id: 'catalogue.finder.foundations', defaultMessage: 'Foundations have often looked…' },
});

const sun = (intl: IntlShape): readonly Choice[] => [
  { value: 'burns', label: intl.formatMessage(messages.burns), picture: <Swatch colour="#e9a08a" /> },
  { value: 'burns-then-tans', label: intl.formatMessage(messages.burnsThenTans), picture: <Swatch colour="#c98a5e" /> },
  { value: 'tans', label: intl.formatMessage(messages.tans), picture: <Swatch colour="#8a5a3b" /> },
  { value: 'never-burns', label: intl.formatMessage(messages.neverBurns), picture: <Swatch colour="#4a3024" /> },
];
const jewellery = (intl: IntlShape): readonly Choice[] => [
  { value: 'gold', label: intl.formatMessage(messages.gold), picture: <Swatch colour="#d4af37" /> },
  { value: 'silver', label: intl.formatMessage(messages.silver), picture: <Swatch colour="#c0c4c8" /> },
  { value: 'both', label: intl.formatMessage(messages.bothMetals), picture: [<Swatch key="gold" colour="#d4af37" size="size-5" />, <Swatch key="silver" colour="#c0c4c8" size="size-5" />] },
];
const veins = (intl: IntlShape): readonly Choice[] => [
  { value: 'green', label: intl.formatMessage(messages.green), picture: <Swatch colour="#5f7a4a" /> },
  { value: 'blue-purple', label: intl.formatMessage(messages.bluePurple), picture: <Swatch colour="#4f4f8a" /> },
  { value: 'both', label: intl.formatMessage(messages.mix), picture: [<Swatch key="green" colour="#5f7a4a" size="size-5" />, <Swatch key="blue" colour="#4f4f8a" size="size-5" />] },
  { value: 'cannot-tell', label: intl.formatMessage(messages.cannotTell), picture: <Swatch colour="#7a5a48" /> },
];
const foundations = (intl: IntlShape): readonly Choice[] => [
  { value: 'gray-ashy', label: intl.formatMessage(messages.grayAshy), picture: <Swatch colour="#8d8580" /> },
  { value: 'orange', label: intl.formatMessage(messages.orange), picture: <Swatch colour="#c8682e" /> },
  { value: 'pink', label: intl.formatMessage(messages.pink), picture: <Swatch colour="#c98a8a" /> },
  { value: 'fine', label: intl.formatMessage(messages.fine), picture: <Swatch colour="#8a5a3b" /> },
];

/**
 * The finder's questions, one step each, as one GET form's fields: the address of the result is
 * the answers themselves. A step is shown once the one before it is answered (by the stylesheet,
 * `data-step`), so each asks one thing at a time from the first paint.
 */
export function FinderSteps({ answers }: { answers: FinderAnswers }) {
  const intl = useIntl();
  const { depthNames } = useCatalogue();
  const depths: Choice[] = MONK_TONES.map((tone) => ({ value: String(tone), label: `${tone} · ${depthNames[tone]}`, picture: <Swatch colour={MONK_COLOURS[tone]} size="size-10" /> }));
  return (
    <>
      <div data-step="1">
        <ChoiceGroup name="depth" legend={intl.formatMessage(messages.depth)} hint={intl.formatMessage(messages.depthHint)} choices={depths} chosen={answers.depth && String(answers.depth)} />
        <label className="mt-4 flex min-h-11 items-center gap-3 text-sm text-espresso">
          <input type="checkbox" name="between" defaultChecked={answers.between} className="size-5 accent-espresso" />
          {intl.formatMessage(messages.between)}
        </label>
      </div>
      <div data-step="2">
        <ChoiceGroup name="sun" legend={intl.formatMessage(messages.sun)} choices={sun(intl)} chosen={answers.sun} />
      </div>
      <div data-step="3">
        <p className="mt-10 eyebrow text-gold-ink">{intl.formatMessage(messages.undertone)}</p>
        <ChoiceGroup name="jewellery" legend={intl.formatMessage(messages.jewellery)} choices={jewellery(intl)} chosen={answers.jewellery} />
        <ChoiceGroup name="veins" legend={intl.formatMessage(messages.veins)} choices={veins(intl)} chosen={answers.veins} />
        <ChoiceGroup name="foundations" legend={intl.formatMessage(messages.foundations)} choices={foundations(intl)} chosen={answers.foundations} />
      </div>
    </>
  );
}
