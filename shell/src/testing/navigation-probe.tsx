import { useEffect } from 'react';
import { useNavigate } from 'shared';

/**
 * For tests: moves the router a test renders to another page from outside the component under test,
 * as a link elsewhere on the page would (the header's menus close when the page changes). Render
 * `<Probe />` inside the router, then `await act(() => navigate('/skin'))`.
 */
export function navigationProbe() {
  const handle: { navigate?: ReturnType<typeof useNavigate> } = {};
  function Probe() {
    const navigate = useNavigate();
    useEffect(() => {
      handle.navigate = navigate;
    }, [navigate]);
    return null;
  }
  return { Probe, navigate: (to: string) => handle.navigate?.(to) };
}
