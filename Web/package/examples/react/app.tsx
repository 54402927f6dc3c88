// A React 18 chat list with a StickyBadge per chat (stickybadge/react), its count from React
// state: a dismissal flows back into the state through onDismiss. The total is a StickyBadge
// too, the trigger of a clear-all group: dragging it off bursts every chat's badge in turn.

import { useCallback, useState } from "react";
import { createRoot } from "react-dom/client";
import { ClearAll, StickyBadge } from "stickybadge/react";

interface Chat {
  id: string;
  name: string;
  unread: number;
}

interface ChatRowProps {
  chat: Chat;
  onRead: (id: string, count: number | null) => void;
  onMessage: (id: string) => void;
}

function ChatRow({ chat, onRead, onMessage }: ChatRowProps) {
  return (
    <li className="chat">
      <span className="name">{chat.name}</span>
      <button type="button" onClick={() => onMessage(chat.id)}>New message</button>
      <StickyBadge id={chat.id} count={chat.unread} max={99}
        onDismiss={(event) => onRead(chat.id, event.detail.count)} />
    </li>
  );
}

function App() {
  const [chats, setChats] = useState<Chat[]>([
    { id: "alice", name: "Alice", unread: 3 },
    { id: "bob", name: "Bob", unread: 12 },
    { id: "team", name: "Team", unread: 120 },
  ]);
  const [readLog, setReadLog] = useState<string[]>([]);
  const markRead = useCallback((id: string, count: number | null) => {
    setChats((current) => current.map((chat) => (chat.id === id ? { ...chat, unread: 0 } : chat)));
    setReadLog((log) => [...log, `${id} ${count}`]);
  }, []);
  const addMessage = useCallback((id: string) => {
    setChats((current) => current.map((chat) => (chat.id === id ? { ...chat, unread: chat.unread + 1 } : chat)));
  }, []);
  const total = chats.reduce((sum, chat) => sum + chat.unread, 0);
  return (
    <ClearAll>
      <main>
        <h1>Chats <output id="total">{total}</output> <StickyBadge id="all" count={total} max={99} clearAll /></h1>
        <ul className="chats">
          {chats.map((chat) => <ChatRow key={chat.id} chat={chat} onRead={markRead} onMessage={addMessage} />)}
        </ul>
        <ol id="read-log">{readLog.map((entry, index) => <li key={index}>{entry}</li>)}</ol>
      </main>
    </ClearAll>
  );
}

const root = document.getElementById("root");
if (root !== null) createRoot(root).render(<App />);
