/** This product is the PC channel ('official website appointment'). */
export const PLATFORM_TYPE = 'PC';
export const PROJECT_TYPE = 'PC';
