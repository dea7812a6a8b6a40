import { PriceList } from '../../features/prices/components/price-list.tsx';
import { useSessionStore } from '../../stores/session-store.ts';
import { RoutePage } from '../components/route-page.tsx';

/** /query/price: the hospital's public price catalogue; sign-in only where its config asks for it. */
export function PriceListRoute() {
  const hosId = useSessionStore((s) => s.hosId);
  return <RoutePage>{hosId ? <PriceList key={hosId} hosId={hosId} /> : null}</RoutePage>;
}

export { PriceListRoute as Component };
