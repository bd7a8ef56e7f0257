import type { Handlers } from '../dispatcher';

/** A guest deletes one of their own photos: journaled, its files removed, their list sent again. */
export const deletePhoto: Handlers['deletePhoto'] = async (context, { photoId }) => {
  const playerId = context.socket.data.playerId;
  if (playerId === null) return context.refuse('Please join the game first.', 'notJoined');
  if (!context.photos) return context.refuse('Photos cannot be shared here.');
  const result = await context.photos.remove(playerId, photoId);
  if (!result.ok && result.code !== 'superseded') context.refuse(result.msg, result.code);
};

/** The operator's photo settings (the whole settings each time). */
export const setPhotos: Handlers['setPhotos'] = async (context, settings) => {
  const result = await context.session.command({ type: 'photoSettings', settings });
  if (!result.ok) context.refuse(result.msg);
};

/** The operator shows a photo on the wall, or hides it (from the wall and the keepsake). */
export const moderatePhoto: Handlers['moderatePhoto'] = async (context, { photoId, status }) => {
  const result = await context.session.command({ type: 'photoStatus', photoId, status });
  if (!result.ok) context.refuse(result.msg);
};

/** The operator starts or stops the wall, or pins a photo full-screen. */
export const setPhotoWall: Handlers['setPhotoWall'] = async (context, { on, pinned }) => {
  const result = await context.session.command({ type: 'photoWall', on, pinned });
  if (!result.ok) context.refuse(result.msg);
};
