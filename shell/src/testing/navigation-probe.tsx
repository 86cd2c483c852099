import { useEffect } from 'react';
import { useNavigate } from 'shared';

/**
 * For tests: moves the router a test renders to another page from outside the component under test,
 * as a link elsewhere on the page would (the header's menus close when the page changes). Render
 * `<Probe />` inside the router, then `await act(() => navigate('/skin'))` or `navigate(-1)`.
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
  // A path, or a step through the history (-1 is Back): the router's two kinds of navigation.
  return { Probe, navigate: (to: string | number) => (typeof to === 'number' ? handle.navigate?.(to) : handle.navigate?.(to)) };
}
