// A React 18 chat list with a <sticky-badge> per chat, its count from React state. React 18
// sets a custom element's props as attributes but does not listen to its events: the
// dismissal is listened to on a ref, and flows back into the state.

import { useCallback, useEffect, useRef, useState } from "react";
import { createRoot } from "react-dom/client";
import "stickybadge"; // defines <sticky-badge>
import type { StickyBadgeElement, StickyBadgeEventDetail } from "stickybadge";

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
  const badge = useRef<StickyBadgeElement>(null);
  useEffect(() => {
    const element = badge.current;
    if (element === null) return undefined;
    const dismissed = (event: CustomEvent<StickyBadgeEventDetail>) => onRead(chat.id, event.detail.count);
    element.addEventListener("stickybadge-dismiss", dismissed);
    return () => element.removeEventListener("stickybadge-dismiss", dismissed);
  }, [chat.id, onRead]);
  return (
    <li className="chat">
      <span className="name">{chat.name}</span>
      <button type="button" onClick={() => onMessage(chat.id)}>New message</button>
      <sticky-badge id={chat.id} ref={badge} count={chat.unread} max={99} />
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
    <main>
      <h1>Chats <output id="total">{total}</output></h1>
      <ul className="chats">
        {chats.map((chat) => <ChatRow key={chat.id} chat={chat} onRead={markRead} onMessage={addMessage} />)}
      </ul>
      <ol id="read-log">{readLog.map((entry, index) => <li key={index}>{entry}</li>)}</ol>
    </main>
  );
}

const root = document.getElementById("root");
if (root !== null) createRoot(root).render(<App />);
