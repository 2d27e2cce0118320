import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { Provider } from 'react-redux';
import { SWRConfig } from 'swr';
import { useApiMutation, useFormMutation } from '@/lib/api-query';
import { makeStore } from '@/store';

/** A call that finishes when told to. */
function deferred() {
  let finish: (ok: boolean) => void = () => undefined;
  const promise = new Promise<string>((resolve, reject) => {
    finish = (ok) => (ok ? resolve('saved') : reject(new Error('refused')));
  });
  return { call: () => promise, finish };
}

function wrapper({ children }: { children: ReactNode }) {
  return (
    <Provider store={makeStore()}>
      <SWRConfig value={{ provider: () => new Map() }}>{children}</SWRConfig>
    </Provider>
  );
}

const options = { success: { title: 'Saved' }, failure: 'Not saved' };

describe('useApiMutation pending', () => {
  it('is true while a change runs and false once it succeeded or failed', async () => {
    const { result } = renderHook(() => useApiMutation(), { wrapper });
    expect(result.current.pending).toBe(false);

    const success = deferred();
    let running!: Promise<unknown>;
    act(() => {
      running = result.current.run(success.call, options);
    });
    expect(result.current.pending).toBe(true);
    await act(async () => {
      success.finish(true);
      await running;
    });
    expect(result.current.pending).toBe(false);

    const failure = deferred();
    act(() => {
      running = result.current.run(failure.call, options);
    });
    expect(result.current.pending).toBe(true);
    await act(async () => {
      failure.finish(false);
      await running;
    });
    expect(result.current.pending).toBe(false);
  });

  it('stays true until the last of two overlapping changes is done', async () => {
    const { result } = renderHook(() => useApiMutation(), { wrapper });
    const first = deferred();
    const second = deferred();
    act(() => {
      void result.current.run(first.call, options);
      void result.current.run(second.call, options);
    });
    await act(async () => first.finish(true));
    expect(result.current.pending).toBe(true);
    await act(async () => second.finish(true));
    await waitFor(() => expect(result.current.pending).toBe(false));
  });
});

describe('useFormMutation pending', () => {
  it('is true while the save runs', async () => {
    const { result } = renderHook(() => useFormMutation(), { wrapper });
    const save = deferred();
    let running!: Promise<unknown>;
    act(() => {
      running = result.current.submit(save.call, { ...options, setErrors: () => undefined });
    });
    expect(result.current.pending).toBe(true);
    await act(async () => {
      save.finish(false);
      await running;
    });
    expect(result.current.pending).toBe(false);
    expect(result.current.problem).toBe('Not saved');
  });
});
