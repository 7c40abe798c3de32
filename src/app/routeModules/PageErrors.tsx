/** The pages of a layout share this boundary: a page's error renders in the layout's outlet. */
import { Outlet } from 'react-router-dom';
import { PageErrorState } from '../pages/RouteErrorPage';

export default function PageErrors() {
  return <Outlet />;
}

export const ErrorBoundary = PageErrorState;
