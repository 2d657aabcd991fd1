import { SeoHead, type SeoHeadProps } from '@/components/seo/seo-head';
import { getRoute, type RouteId } from '@/routes/manifest';

interface RouteSeoProps extends Pick<SeoHeadProps, 'jsonLd' | 'ogType' | 'nofollow'> {
  id: RouteId;
}

/** The head of a static route, taken from the route manifest. */
export function RouteSeo({ id, ...rest }: RouteSeoProps) {
  const route = getRoute(id);
  return (
    <SeoHead
      title={route.title}
      description={route.description}
      path={route.path}
      noindex={!route.indexable}
      {...rest}
    />
  );
}
