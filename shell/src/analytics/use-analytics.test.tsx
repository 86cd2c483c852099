import { emit } from 'shared';
import { afterEach, beforeEach, expect, it } from 'vitest';
import { ANALYTICS_EVENT } from 'shared/page-protocol';
import { forwardAnalyticsEvents } from './use-analytics';

let reported: { type: string; detail: unknown }[] = [];
const record = (event: Event) => reported.push({ type: event.type, detail: (event as CustomEvent).detail });

beforeEach(() => {
  reported = [];
  document.addEventListener(ANALYTICS_EVENT, record);
});
afterEach(() => document.removeEventListener(ANALYTICS_EVENT, record));

it('passes on the remotes’ analytics events to the boot script, once each, until stopped', () => {
  const stop = forwardAnalyticsEvents(document);
  emit('analytics', { name: 'contact_submitted', params: { interest: 'press' } });
  stop();
  emit('analytics', { name: 'contact_submitted', params: { interest: 'press' } });
  expect(reported).toEqual([{ type: ANALYTICS_EVENT, detail: { name: 'contact_submitted', params: { interest: 'press' } } }]);
});
