import { defineMessages } from '../i18n/format';
import { useIntl } from '../i18n/intl';
import { TOAST_PART, TOAST_VARIANT } from '../page-protocol';

const messages = defineMessages({
  region: { id: 'shared.toasts.region', defaultMessage: 'Notifications' },
  close: { id: 'shared.toasts.close', defaultMessage: 'Close notification' },
});

/**
 * Where the site's notifications show: a polite live region that is in the page's HTML before any
 * toast, so screen readers know it when the first one is added, and the `<template>` of one toast,
 * which the boot script fills and adds (../boot/toasts.ts). The toast's markup is here, in the
 * page, so its classes are in the first view's stylesheet like any other part of the page.
 */
export function ToastRegion() {
  const intl = useIntl();
  return (
    <section aria-label={intl.formatMessage(messages.region)} aria-live="polite" className="pointer-events-none fixed right-0 bottom-0 z-[100] w-full p-4 md:w-auto md:p-6">
      <ol {...{ [TOAST_PART]: 'list' }} className="flex flex-col items-end gap-3" />
      <template {...{ [TOAST_PART]: 'template' }}>
        <li
          {...{ [TOAST_VARIANT]: 'default' }}
          className="pointer-events-auto flex w-full items-start gap-3 border border-gold/40 bg-espresso p-5 text-ivory shadow-soft data-[variant=destructive]:border-rose md:w-[22rem]"
        >
          <div className="min-w-0 flex-1">
            <p {...{ [TOAST_PART]: 'title' }} className="font-display text-lg leading-snug" />
            <p {...{ [TOAST_PART]: 'description' }} className="mt-1 text-sm text-mist empty:hidden" />
          </div>
          <button type="button" {...{ [TOAST_PART]: 'close' }} aria-label={intl.formatMessage(messages.close)} className="-m-2 p-2 text-mist hover:text-gold focus-visible:outline-2 focus-visible:outline-gold">
            <svg aria-hidden="true" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" className="size-4">
              <path d="M18 6 6 18M6 6l12 12" />
            </svg>
          </button>
        </li>
      </template>
    </section>
  );
}
