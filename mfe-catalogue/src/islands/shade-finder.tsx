import { Button, defineIsland, defineMessages, useHref, useIntl, useSearchParams } from 'shared';
import { useId, type FormEvent } from 'react';
import { FinderResult } from '../components/shade-finder/FinderResult';
import { FinderSteps } from '../components/shade-finder/FinderSteps';
import { answersFrom, recommendationFor } from '../lib/shade-match';

const messages = defineMessages({
  name: { id: 'catalogue.finder.name', defaultMessage: 'Shade finder' },
  submit: { id: 'catalogue.finder.submit', defaultMessage: 'See my shades' },
});

/** /shade-finder's questions and its answer, an island: its state is the address. */
export default defineIsland('catalogue/shade-finder', ShadeFinder);

/**
 * The finder is a GET form whose fields are its address (/shade-finder?depth=8&sun=tans…), so the
 * result can be shared or revisited, nothing is stored, and the form works before its code does:
 * sent without it, the page opens at the answers' address and this code shows the result there.
 * With it, the result appears in the page, and the address (a new history entry) keeps it.
 */
function ShadeFinder() {
  const [search, setSearch] = useSearchParams();
  const intl = useIntl();
  const finderPage = useHref('/shade-finder');
  const answers = answersFrom(search);
  const recommendation = recommendationFor(answers);
  const resultId = useId();
  const showResult = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const next = new URLSearchParams();
    for (const [name, value] of new FormData(event.currentTarget)) next.set(name, value.toString());
    setSearch(next, { preventScrollReset: true });
    // Focus goes to the result's heading once it is there, as to any new content a form brings:
    // a screen reader reads it, and the browser brings it into view.
    requestAnimationFrame(() => document.getElementById(resultId)?.focus());
  };
  return (
    <>
      <form method="get" action={finderPage} onSubmit={showResult} data-shade-finder="" aria-label={intl.formatMessage(messages.name)}>
        {/* Keyed by the address: answers read from it (Back, a shared link) are the fields' own. */}
        <FinderSteps key={search.toString()} answers={answers} />
        <div data-step="submit" className="mt-10">
          <Button type="submit">{intl.formatMessage(messages.submit)}</Button>
        </div>
      </form>
      {recommendation && <FinderResult recommendation={recommendation} headingId={resultId} />}
    </>
  );
}
