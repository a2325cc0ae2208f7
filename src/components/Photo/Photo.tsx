import { useCallback, useState } from 'react';
import type { SitePhoto } from '../../content/types';
import { photoSource, photoSrcSet } from '../../lib/stockImage';
import { LogoMark } from '../Logo/Logo';
import * as styles from './Photo.css';

interface PhotoProps {
  photo: SitePhoto;
  /** The `sizes` attribute: how wide the photo is drawn at each breakpoint. */
  sizes: string;
  /** The one above-the-fold photo per page: eager, high priority. Everything else is lazy. */
  priority?: boolean;
  className?: string;
  /** Shown in the fallback when the photo host cannot be reached; defaults to the alt text. */
  caption?: string;
}

/**
 * A photo (stock, or uploaded by the firm and resized by the build) with width/height, srcset and sizes. When the host cannot be reached the
 * frame shows a designed panel (brand mark + caption) instead of a broken image.
 */
export function Photo({ photo, sizes, priority = false, className, caption }: PhotoProps) {
  const [failed, setFailed] = useState(false);
  // A photo can fail before hydration, when React was not yet listening for `error`.
  const checkEarlyFailure = useCallback((node: HTMLImageElement | null) => {
    if (node?.complete && node.naturalWidth === 0 && node.currentSrc) setFailed(true);
  }, []);

  return (
    <div className={`${styles.frame} ${styles.frameRatio[photo.width === photo.height ? 'square' : 'landscape']} ${className ?? ''}`} data-photo={failed ? 'fallback' : 'photo'}>
      {failed ? (
        <div className={styles.fallback} role="img" aria-label={photo.alt}>
          <LogoMark className={styles.fallbackMark} />
          <span className={styles.fallbackText} aria-hidden="true">{caption ?? photo.alt}</span>
        </div>
      ) : (
        <img
          ref={checkEarlyFailure}
          className={styles.image}
          src={photoSource(photo, Math.min(800, photo.width))}
          srcSet={photoSrcSet(photo)}
          sizes={sizes}
          width={photo.width}
          height={photo.height}
          alt={photo.alt}
          loading={priority ? 'eager' : 'lazy'}
          decoding={priority ? 'sync' : 'async'}
          fetchPriority={priority ? 'high' : 'auto'}
          onError={() => setFailed(true)}
        />
      )}
    </div>
  );
}
