import type { MediaStore } from '../src/media/types';

/** A media store for unit tests of what calls it: the given methods, every other one refuses. */
export function storeStub(methods: Partial<MediaStore>): MediaStore {
  const refuse = (name: string) => () => {
    throw new Error(`the stub store was not expected to ${name}`);
  };
  return {
    kind: 'local',
    put: refuse('put'),
    putFile: refuse('putFile'),
    open: refuse('open'),
    stat: refuse('stat'),
    list: refuse('list'),
    remove: async () => {},
    withhold: refuse('withhold'),
    release: refuse('release'),
    check: async () => {},
    close: async () => {},
    ...methods,
  };
}
