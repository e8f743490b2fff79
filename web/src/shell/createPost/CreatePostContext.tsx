import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
  Suspense,
  type ReactNode,
} from 'react';
import { Modal } from 'react-bootstrap';
import { useLocation } from 'react-router';
import type { Photo } from '@serendip/protocol';
import { PageSpinner } from '../../components/PageSpinner';
import { lazyPage } from '../lazyPage';
import './createPost.css';

type PostListener = (photo: Photo) => void;

/**
 * The dialog's header and post form load when the composer first opens: every page carries the
 * frame, and the form (with its image compression, the protocol's schemas and its words in every
 * language) would weigh on each first load.
 */
const CreatePostDialogContent = lazyPage(
  () => import('../../components/photos/CreatePostDialogContent'),
);

interface CreatePostValue {
  /** Opens the post composer over the current page. */
  openComposer(): void;
  /** Calls `listener` with every post made through the composer; returns the unsubscribe. */
  subscribe(listener: PostListener): () => void;
}

const CreatePostContext = createContext<CreatePostValue>({
  openComposer: () => undefined,
  subscribe: () => () => undefined,
});

/** Pages that list one's own new post at once (the composer's toast needs no link there). */
const SHOWS_OWN_POSTS = new Set(['/feed', '/profile']);

/**
 * The post composer reachable from anywhere (the phone's Create tab): the same photo post form
 * as the feed's side column, in a dialog. Pages that list the new post subscribe to it.
 */
export function CreatePostProvider({ children }: { children: ReactNode }) {
  const [open, setOpen] = useState(false);
  const listeners = useRef(new Set<PostListener>());
  const { pathname } = useLocation();

  const openComposer = useCallback(() => setOpen(true), []);
  const subscribe = useCallback((listener: PostListener) => {
    listeners.current.add(listener);
    return () => {
      listeners.current.delete(listener);
    };
  }, []);
  const value = useMemo(() => ({ openComposer, subscribe }), [openComposer, subscribe]);

  useEffect(() => setOpen(false), [pathname]);

  const uploaded = (photo: Photo) => {
    listeners.current.forEach((listener) => listener(photo));
    setOpen(false);
  };

  return (
    <CreatePostContext.Provider value={value}>
      {children}
      <Modal
        show={open}
        onHide={() => setOpen(false)}
        centered
        fullscreen="sm-down"
        className="create-post-modal"
        aria-labelledby="create-post-title"
      >
        {open && (
          <Suspense fallback={<PageSpinner />}>
            <CreatePostDialogContent
              onUploaded={uploaded}
              toastLink={SHOWS_OWN_POSTS.has(pathname) ? undefined : '/profile'}
            />
          </Suspense>
        )}
      </Modal>
    </CreatePostContext.Provider>
  );
}

export function useCreatePost(): CreatePostValue {
  return useContext(CreatePostContext);
}

/** Calls `onPost` with each post made through the composer while the caller is mounted. */
export function usePostCreated(onPost: PostListener): void {
  const { subscribe } = useCreatePost();
  const latest = useRef(onPost);
  useEffect(() => {
    latest.current = onPost;
  });
  useEffect(() => subscribe((photo) => latest.current(photo)), [subscribe]);
}
