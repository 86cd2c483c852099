import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, useNavigate } from 'shared';
import { expect, it, vi } from 'vitest';
import { useOnNewPage } from './use-new-page';

it('runs on each new page, not on the first render nor on a re-render of the same page', () => {
  const onNewPage = vi.fn();
  const wrapper = ({ children }: { children: ReactNode }) => <MemoryRouter initialEntries={['/']}>{children}</MemoryRouter>;
  const { result, rerender } = renderHook(
    () => {
      useOnNewPage(onNewPage);
      return useNavigate();
    },
    { wrapper },
  );
  // A menu opened in the composed HTML, before the app started, stays open as the app takes over.
  expect(onNewPage).not.toHaveBeenCalled();
  rerender();
  expect(onNewPage).not.toHaveBeenCalled();
  act(() => void result.current('/skin'));
  expect(onNewPage).toHaveBeenCalledTimes(1);
  act(() => void result.current(-1));
  expect(onNewPage).toHaveBeenCalledTimes(2);
});
