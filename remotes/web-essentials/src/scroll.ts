/** In-page jumps (the shell's scroll padding keeps the target clear of the fixed header). */
export const scrollToId = (id: string) => document.getElementById(id)?.scrollIntoView({ behavior: 'smooth', block: 'start' });
