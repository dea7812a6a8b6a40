import { queryOptions, skipToken, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import {
  hospitalCalls,
  staticCaptionSchemas,
  type HosId,
  type StaticCaption,
  type StaticCaptionName,
} from '@portal/shared';
import { callApi } from './api-client.ts';
import { isApiError } from './api-error.ts';

/** GET /static/captions/{hosId}/{name}: one of the hospital's caption files, in the reader's language. */
export const getStaticCaption = (hosId: HosId, name: StaticCaptionName) =>
  callApi(hospitalCalls.getStaticCaption, { params: { hosId, name }, query: {} });

/**
 * A caption file, or null where the hospital has none (HOSPITAL003) or its file has another shape: the page
 * then shows the catalogue text. Caption files change with the hospital's set-up only, so one read per visit
 * and language is enough.
 */
export const staticCaptionQueryOptions = <N extends StaticCaptionName>(
  hosId: HosId | null,
  name: N,
  lang: string,
) =>
  queryOptions({
    queryKey: ['hospital', hosId, 'static-caption', name, lang],
    queryFn:
      hosId === null
        ? skipToken
        : async (): Promise<StaticCaption<N> | null> => {
            try {
              const parsed = staticCaptionSchemas[name].safeParse(
                await getStaticCaption(hosId, name),
              );
              return parsed.success ? (parsed.data as StaticCaption<N>) : null;
            } catch (e) {
              if (isApiError(e) && e.messageKey === 'HOSPITAL003') return null;
              throw e;
            }
          },
    staleTime: Infinity,
  });

/** The caption file `name` of the hospital (undefined while loading; null: none, use the catalogue text). */
export function useStaticCaption<N extends StaticCaptionName>(
  hosId: HosId | null,
  name: N,
): StaticCaption<N> | null | undefined {
  const { i18n } = useTranslation();
  return useQuery(staticCaptionQueryOptions(hosId, name, i18n.language)).data;
}
