import { useQuery } from '@tanstack/react-query';
import { ProgressBar } from '../../ui/ProgressBar';
import { fetchGitProgress } from './project-api';

const POLL_MS = 1000;

/**
 * While `running`, what the server's git operation on the repository is doing (a clone's "Receiving
 * objects 40 %", a push, files uploaded one by one), asked for every second.
 */
export function GitProgressStatus({
  repositoryId,
  running,
  idleText,
}: {
  repositoryId: string | null;
  running: boolean;
  /** Shown until the server reports a phase. */
  idleText: string;
}) {
  const progress = useQuery({
    queryKey: ['git-progress', repositoryId],
    queryFn: ({ signal }) => fetchGitProgress(repositoryId as string, signal),
    enabled: running && repositoryId !== null,
    refetchInterval: POLL_MS,
    retry: false,
    gcTime: 0,
  });
  if (!running) return null;
  const current = progress.data ?? null;
  const text = current
    ? `${current.phase}${current.percent === null ? '…' : ` ${current.percent} %`}`
    : idleText;
  return (
    <div className="git-progress" role="status">
      <span className="git-progress__text">{text}</span>
      <ProgressBar label={text} percentage={current?.percent ?? undefined} />
    </div>
  );
}
