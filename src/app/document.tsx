import type { DehydratedState } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { APP_STATE_ELEMENT_ID } from '@/app/app-state';
import { siteConfig } from '@/config/site';
import { serializeForScript } from '@/lib/safe-json';

export interface DocumentAssets {
  entryScript: string;
  stylesheets: readonly string[];
  modulePreloads: readonly string[];
}

interface DocumentProps {
  assets: DocumentAssets;
  routeId: string;
  state: DehydratedState;
  children: ReactNode;
}

/** The whole HTML document, rendered once per route by the prerender step. */
export function Document({ assets, routeId, state, children }: DocumentProps) {
  return (
    <html lang="de">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content={siteConfig.brandColor} />
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        {assets.stylesheets.map((href) => (
          <link key={href} rel="stylesheet" href={href} />
        ))}
        {assets.modulePreloads.map((href) => (
          <link key={href} rel="modulepreload" href={href} />
        ))}
      </head>
      <body>
        <div id="root" data-route-id={routeId}>
          {children}
        </div>
        <script
          type="application/json"
          id={APP_STATE_ELEMENT_ID}
          dangerouslySetInnerHTML={{ __html: serializeForScript(state) }}
        />
        <script type="module" src={assets.entryScript} />
      </body>
    </html>
  );
}
