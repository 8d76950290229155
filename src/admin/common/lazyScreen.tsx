import { Suspense, type ComponentType } from 'react';
import { Loading } from '../../ui/Loading';
import { lazyWithTimeout } from '../../ui/lazyWithTimeout';

/**
 * A back-office screen loaded when it is first shown (issue 17 §1): the admin's first screen does not
 * carry the code of the twenty others. `pick` names the screen among its module's exports.
 */
export function lazyScreen<M>(load: () => Promise<M>, pick: (module: M) => ComponentType): ComponentType {
  const Screen = lazyWithTimeout(async () => ({ default: pick(await load()) }));
  return function LazyScreen() {
    return (
      <Suspense fallback={<Loading />}>
        <Screen />
      </Suspense>
    );
  };
}
