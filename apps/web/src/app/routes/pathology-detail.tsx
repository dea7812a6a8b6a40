import { PathologyDetailView } from '../../features/pathology/components/pathology-detail.tsx';
import { PATHOLOGY_LIST_PATH } from '../../features/pathology/utils/pathology-paths.ts';
import { DetailPageRoute } from '../components/query-routes.tsx';

/** /query/pathology/detail?pathologyId=. */
export function PathologyDetailRoute() {
  return (
    <DetailPageRoute
      param="pathologyId"
      listPath={PATHOLOGY_LIST_PATH}
      errorTestId="pathology-error"
      render={(p) => (
        <PathologyDetailView
          hosId={p.hosId}
          pathologyId={p.id}
          timeZone={p.timeZone}
          hospitalName={p.hospitalName}
          backTo={p.backTo}
        />
      )}
    />
  );
}

export { PathologyDetailRoute as Component };
