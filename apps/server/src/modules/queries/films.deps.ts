import { createHmac } from 'node:crypto';
import type { Db } from '../../db/database.ts';
import type { HisAdapter } from '../../his/his.ts';
import { createImageSigner, type ImageSigner } from './film-image-url.ts';

/**
 * What the cloud-film calls need: the portal's database (patients, access log, shares), the HIS from the composition
 * root, the image-address signer and the key of extraction-code hashes. Both keys derive from one server secret
 * (app.ts), each under its own label, so neither can stand in for the other.
 */
export interface FilmDeps {
  db: Db;
  his: HisAdapter;
  images: ImageSigner;
  codeKey: Buffer;
}

export function filmDeps(db: Db, his: HisAdapter, secret: Buffer): FilmDeps {
  const derive = (label: string) => createHmac('sha256', secret).update(label).digest();
  return {
    db,
    his,
    images: createImageSigner(derive('portal/film-image')),
    codeKey: derive('portal/film-share-code'),
  };
}
