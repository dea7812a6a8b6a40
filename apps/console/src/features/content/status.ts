/** A lecture's status tag colour in the list and the editor. */
export const STATUS_COLOUR = { draft: 'default', published: 'success' } as const;
