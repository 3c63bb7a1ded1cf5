import { useQuery } from '@tanstack/react-query';
import { dump } from 'js-yaml';
import { lazy, Suspense, useMemo, useState } from 'react';
import { EmptyState } from '@opsdeck/ui/empty-state';
import { ErrorView } from '@opsdeck/ui/error-view';
import { SkeletonText } from '@opsdeck/ui/skeleton';
import { useOpsdeckQueryContext } from '../../provider/useOpsdeckQuery';
import type { HealthApi } from '../healthApi';
import { healthKeys } from '../healthKeys';
import type { CheckDetailMessages } from '../checkDetailMessages';
import * as styles from './checkDetailTabs.css';

// The editor's wrapper loads on its own so that the text shows in a <pre> meanwhile; Monaco itself is the wrapper's
// lazy chunk (local package, never a CDN).
const CodeEditor = lazy(() => import('@opsdeck/ui/code-editor').then((module) => ({ default: module.CodeEditor })));

export type CheckSpecFormat = 'yaml' | 'json';

export interface CheckSpecProps {
  api: HealthApi;
  canaryId: string | null | undefined;
  messages: CheckDetailMessages;
}

/** The spec as text: YAML through js-yaml (block style, no anchors, long lines kept), or indented JSON. */
export function specText(spec: unknown, format: CheckSpecFormat): string {
  if (spec === undefined || spec === null) return '';
  return format === 'json' ? JSON.stringify(spec, null, 2) : dump(spec, { noRefs: true, lineWidth: -1, sortKeys: false });
}

/** The canary's spec, read-only, as YAML (default) or JSON (contract 2(b) step 4). Loaded lazily with js-yaml. */
export default function CheckSpec({ api, canaryId, messages }: CheckSpecProps) {
  const { queryClient, queryKeyRoot } = useOpsdeckQueryContext();
  const [format, setFormat] = useState<CheckSpecFormat>('yaml');
  const query = useQuery(
    {
      queryKey: healthKeys.canary(queryKeyRoot, canaryId ?? ''),
      queryFn: ({ signal }) => api.canary(canaryId!, { signal }),
      enabled: Boolean(canaryId),
    },
    queryClient,
  );
  const spec = query.data?.spec;
  const text = useMemo(() => specText(spec, format), [spec, format]);

  if (!canaryId || (query.isSuccess && !text)) return <EmptyState title={messages.noData} />;
  if (query.isError) return <ErrorView error={query.error} onRetry={() => void query.refetch()} />;
  if (!query.isSuccess) return <SkeletonText lines={6} />;

  return (
    <div className={styles.panel}>
      <div className={styles.toolbar} role="group" aria-label={messages.specFormat}>
        {(['yaml', 'json'] as const).map((option) => (
          <button key={option} type="button" className={styles.toggle} aria-pressed={format === option} onClick={() => setFormat(option)}>
            {option === 'yaml' ? messages.specYaml : messages.specJson}
          </button>
        ))}
      </div>
      <Suspense fallback={<pre className={styles.specFallback}>{text}</pre>}>
        <CodeEditor value={text} language={format} readOnly size="large" aria-label={messages.specLabel} />
      </Suspense>
    </div>
  );
}
