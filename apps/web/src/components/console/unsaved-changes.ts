import { useEffect, useRef } from 'react';
import { useBlocker } from 'react-router';

/**
 * Unsaved changes: ask before leaving the page inside the console or closing the tab. Answers a
 * ref to set when the page itself navigates away after saving or deleting.
 */
export function useUnsavedChanges(isDirty: boolean) {
  const leaving = useRef(false);
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      isDirty && !leaving.current && currentLocation.pathname !== nextLocation.pathname,
  );
  useEffect(() => {
    if (blocker.state !== 'blocked') return;
    if (window.confirm('저장하지 않은 내용이 있습니다. 페이지를 떠나시겠습니까?')) blocker.proceed();
    else blocker.reset();
  }, [blocker]);
  useEffect(() => {
    if (!isDirty) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [isDirty]);
  return leaving;
}
