// A Vue 2 chat list with a StickyBadge per chat (stickybadge/vue), its count from the data: a
// dismissal flows into the data through @dismiss. The total is a StickyBadge too, the
// trigger of a clear-all group: dragging it off bursts every chat's badge in turn.

import Vue from "vue";
import { ClearAll, StickyBadge } from "stickybadge/vue";

new Vue({
  el: "#app",
  components: { ClearAll, StickyBadge },
  data: {
    chats: [
      { id: "alice", name: "Alice", unread: 3 },
      { id: "bob", name: "Bob", unread: 12 },
      { id: "team", name: "Team", unread: 120 },
    ],
    readLog: [],
  },
  computed: {
    total() {
      return this.chats.reduce((sum, chat) => sum + chat.unread, 0);
    },
  },
  methods: {
    markRead(chat, event) {
      chat.unread = 0;
      this.readLog.push(`${chat.id} ${event.detail.count}`);
    },
  },
  template: `
    <clear-all>
      <main>
        <h1>Chats <output id="total">{{ total }}</output>
          <sticky-badge id="all" :count="total" :max="99" clear-all></sticky-badge></h1>
        <ul class="chats">
          <li v-for="chat in chats" :key="chat.id" class="chat">
            <span class="name">{{ chat.name }}</span>
            <button type="button" @click="chat.unread += 1">New message</button>
            <sticky-badge :id="chat.id" :count="chat.unread" :max="99"
              @dismiss="markRead(chat, $event)"></sticky-badge>
          </li>
        </ul>
        <ol id="read-log"><li v-for="(entry, index) in readLog" :key="index">{{ entry }}</li></ol>
      </main>
    </clear-all>`,
});
