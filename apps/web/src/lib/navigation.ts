/**
 * The request layer must redirect but lives below the router. The app registers the router's
 * navigate and location here at start-up; until then (and in tests) plain browser navigation is used.
 */
export interface Navigation {
  navigate: (to: string) => void;
  /** The location being entered (during a navigation) or shown, as path + query. */
  currentPath: () => string;
}

const browserNavigation: Navigation = {
  navigate: (to) => window.location.assign(to),
  currentPath: () => window.location.pathname + window.location.search,
};

let active: Navigation = browserNavigation;

export function registerNavigation(navigation: Navigation | null): void {
  active = navigation ?? browserNavigation;
}

export function navigation(): Navigation {
  return active;
}
