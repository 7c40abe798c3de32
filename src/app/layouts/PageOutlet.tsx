/** Where a layout renders its page: the route's outlet, with a loading state while the page loads. */
import { Suspense } from 'react';
import { Outlet } from 'react-router-dom';
import { PageLoading } from '../../components/PageLoading';
import { usePrerenderedPageAdopted } from '../../components/prerendered';

/** Inside the boundary, so its effect runs once the page itself is adopted (see src/components/prerendered.ts). */
function AdoptedPage() {
  usePrerenderedPageAdopted();
  return <Outlet />;
}

export function PageOutlet() {
  return (
    <Suspense fallback={<PageLoading />}>
      <AdoptedPage />
    </Suspense>
  );
}
