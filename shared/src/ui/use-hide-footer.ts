import { useEffect } from 'react';
import { emit } from '../bus/bus';

/** Hides the shell's footer while the calling page is shown. */
export function useHideFooter(): void {
  useEffect(() => {
    emit('layout/footer', { hidden: true });
    return () => emit('layout/footer', { hidden: false });
  }, []);
}
