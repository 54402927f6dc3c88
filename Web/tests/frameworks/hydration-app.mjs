// A server-rendered page that React hydrates (scripts/check-web-frameworks.sh): the same tree
// rendered to HTML in Node (hydration-server.mjs) and hydrated in the browser with React's
// development build (hydration-client.mjs), the package defined before hydration as a page's
// bundle defines it. Its badges cover what the element writes on itself when it is defined:
// a count, a count of 0 (hidden), a dot, a colour, the app's `hidden` and a class.
// Written with createElement, not JSX, so that Node imports it as it is.

import { createElement as h, useState } from "react";
import { ClearAll, StickyBadge } from "stickybadge/react";

/** The app: Bob's count is React state, which a dismissal sets to 0. */
export function App() {
  const [bob, setBob] = useState(12);
  return h(ClearAll, null,
    h("ul", { className: "chats" },
      h("li", null, "Bob ", h(StickyBadge, { id: "bob", count: bob, max: 99, onDismiss: () => setBob(0) }),
        h("output", { id: "bob-count" }, String(bob))),
      h("li", null, "Read ", h(StickyBadge, { id: "read", count: 0 })),
      h("li", null, "New ", h(StickyBadge, { id: "dot", count: null })),
      h("li", null, "Blue ", h(StickyBadge, { id: "blue", count: 5, colour: "#0062cc" })),
      h("li", null, "Muted ", h(StickyBadge, { id: "muted", count: 2, hidden: true })),
      h("li", null, "Styled ", h(StickyBadge, { id: "styled", count: 7, className: "unread" })),
      h("li", null, "Total ", h(StickyBadge, { id: "all", count: bob + 26, max: 99, clearAll: true }))));
}
