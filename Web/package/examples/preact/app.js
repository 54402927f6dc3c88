// A Preact chat list with a StickyBadge per chat (stickybadge/preact), its count from the
// component's state: a dismissal flows back into the state through onDismiss. The total is a
// StickyBadge too, the trigger of a clear-all group: dragging it off bursts every chat's
// badge in turn. Written with h() (no JSX step), for Debian's Preact 8 (class components).

import { Component, h, render } from "preact";
import { ClearAll, StickyBadge } from "stickybadge/preact";

const START = [
  { id: "alice", name: "Alice", unread: 3 },
  { id: "bob", name: "Bob", unread: 12 },
  { id: "team", name: "Team", unread: 120 },
];

function ChatRow({ chat, onRead, onMessage }) {
  return h("li", { class: "chat" },
    h("span", { class: "name" }, chat.name),
    h("button", { type: "button", onClick: () => onMessage(chat.id) }, "New message"),
    h(StickyBadge, { id: chat.id, count: chat.unread, max: 99,
      onDismiss: (event) => onRead(chat.id, event.detail.count) }));
}

class App extends Component {
  constructor(props) {
    super(props);
    this.state = { chats: START, readLog: [] };
    this.markRead = (id, count) => this.setState(({ chats, readLog }) => ({
      chats: chats.map((chat) => (chat.id === id ? { ...chat, unread: 0 } : chat)),
      readLog: [...readLog, `${id} ${count}`],
    }));
    this.addMessage = (id) => this.setState(({ chats }) => ({
      chats: chats.map((chat) => (chat.id === id ? { ...chat, unread: chat.unread + 1 } : chat)),
    }));
  }

  render(_props, { chats, readLog }) {
    const total = chats.reduce((sum, chat) => sum + chat.unread, 0);
    return h(ClearAll, null,
      h("main", null,
        h("h1", null, "Chats ", h("output", { id: "total" }, total), " ",
          h(StickyBadge, { id: "all", count: total, max: 99, clearAll: true })),
        h("ul", { class: "chats" },
          chats.map((chat) => h(ChatRow, { key: chat.id, chat, onRead: this.markRead, onMessage: this.addMessage }))),
        h("ol", { id: "read-log" }, readLog.map((entry, index) => h("li", { key: index }, entry)))));
  }
}

render(h(App), document.getElementById("root"));
